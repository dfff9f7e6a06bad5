import { type EntityDefinition, taskEntity, taxEntity, unitEntity, warehouseEntity } from "@sen/core";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { initialValues, toPayload } from "./formValues";

const tax = taxEntity as EntityDefinition;
const task = taskEntity as EntityDefinition;
/** An appointment as the server answers it: references with the names it copied beside them. */
const consultation = {
  id: "1",
  tieu_de: "Tư vấn lần đầu",
  ma_kh: "KH000006",
  ten_kh: "Võ Thị Ngọc Trâm",
  ma_nv: "NV001",
  ten_nv: "Nguyễn Thị Hồng Nhung",
};
const at = (value: unknown) => (dayjs.isDayjs(value) ? value.toISOString() : value);

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

  it("keeps the record's copied names, so that a remote picker names its value without asking", () => {
    const values = initialValues(task, consultation);
    expect(values).toMatchObject({ ma_kh: "KH000006", ten_kh: "Võ Thị Ngọc Trâm", ten_nv: "Nguyễn Thị Hồng Nhung" });
  });

  it("starts a new record at the given defaults over the definition's, dates as dayjs", () => {
    const start = "2026-11-24T07:30:00.000Z";
    const values = initialValues(task, undefined, {
      ma_kh: "KH000003",
      ten_kh: "Lê Thị Thu Hà",
      bat_dau: start,
      ket_thuc: undefined,
      trang_thai: "",
    });
    expect(values).toMatchObject({ ma_kh: "KH000003", ten_kh: "Lê Thị Thu Hà", trang_thai: "open" });
    expect(at(values.bat_dau)).toBe(start);
    expect(values.ket_thuc).toBeUndefined();
    expect(values.ma_nv).toBeUndefined();
    expect(initialValues(warehouseEntity, undefined, { ma_dvcs: "CN02" }).ma_dvcs).toBe("CN02");
    expect("ma_dvcs" in initialValues(warehouseEntity)).toBe(false);
  });

  it("leaves the defaults out when a record is opened", () => {
    const values = initialValues(task, { id: "1", ma_kh: "KH000001", ten_kh: "Nguyễn Thị Mai" }, { ma_kh: "KH000003" });
    expect(values.ma_kh).toBe("KH000001");
    expect(values.trang_thai).toBeUndefined();
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

  it("never sends copied names nor read-only fields, which the server fills", () => {
    const body = toPayload(task, initialValues(task, consultation));
    expect(body).toMatchObject({ tieu_de: "Tư vấn lần đầu", ma_kh: "KH000006", ma_nv: "NV001" });
    expect(Object.keys(body)).not.toContain("ten_kh");
    expect(Object.keys(body)).not.toContain("ten_nv");
    // A copy of a name that a definition forgot to mark read-only still stays out.
    const loose = {
      ...task,
      fields: task.fields.map((f) => (f.name === "ten_kh" ? { ...f, readOnly: false } : f)),
    } as EntityDefinition;
    expect(Object.keys(toPayload(loose, { ma_kh: "KH000006", ten_kh: "Võ Thị Ngọc Trâm" }))).not.toContain("ten_kh");
  });

  it("adds the branch of a branch-scoped entity", () => {
    expect(toPayload(warehouseEntity, { ma_kho: "K1", ma_dvcs: "CN01" }).ma_dvcs).toBe("CN01");
  });
});
