import { type EntityDefinition, taxEntity, unitEntity, warehouseEntity } from "@sen/core";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { initialValues, toPayload } from "./formValues";

const tax = taxEntity as EntityDefinition;

describe("initialValues", () => {
  it("starts a new record with the definition's defaults", () => {
    expect(initialValues(unitEntity)).toEqual({
      ma_dvt: undefined,
      ten_dvt: undefined,
      ten_dvt_en: undefined,
      ghi_chu: undefined,
      status: true,
    });
  });

  it("opens a record with its values, dates as calendar days", () => {
    const values = initialValues(tax, {
      id: "1",
      ma_thue: "VAT10",
      ten_thue: "Thuế GTGT 10%",
      thue_suat: 10,
      ngay_hieu_luc: "2025-07-01",
      status: false,
    });
    expect(values.ma_thue).toBe("VAT10");
    expect(values.status).toBe(false);
    expect(dayjs.isDayjs(values.ngay_hieu_luc) && values.ngay_hieu_luc.format("DD/MM/YYYY")).toBe("01/07/2025");
  });

  it("keeps a branch-scoped record's branch", () => {
    expect(initialValues(warehouseEntity, { id: "1", ma_dvcs: "CN02" }).ma_dvcs).toBe("CN02");
  });
});

describe("toPayload", () => {
  it("sends dates as Y-m-d, numbers as numbers and trimmed texts", () => {
    const body = toPayload(tax, {
      ma_thue: "VAT8",
      ten_thue: "  Thuế GTGT 8%  ",
      thue_suat: "8",
      ngay_hieu_luc: dayjs("2025-01-01"),
      status: true,
    });
    expect(body).toEqual({
      ma_thue: "VAT8",
      ten_thue: "Thuế GTGT 8%",
      thue_suat: 8,
      tk_thue: "",
      ngay_hieu_luc: "2025-01-01",
      ghi_chu: "",
      status: true,
    });
  });

  it("sends cleared numbers and dates as empty so that an update clears them", () => {
    const body = toPayload(tax, { thue_suat: null, ngay_hieu_luc: null });
    expect(body.thue_suat).toBe("");
    expect(body.ngay_hieu_luc).toBe("");
    expect(body.status).toBe(false);
  });

  it("adds the branch of a branch-scoped entity", () => {
    expect(toPayload(warehouseEntity, { ma_kho: "K1", ma_dvcs: "CN01" }).ma_dvcs).toBe("CN01");
  });
});
