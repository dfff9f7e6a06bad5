import { describe, expect, it } from "vitest";
import type { ShopSettings } from "./shopSettingsApi";
import { fieldErrorsOf, formValuesOf, settingsChanges } from "./shopSettingsForm";

const loaded: ShopSettings = {
  ten_cong_ty: "Spa Hoa Sen",
  ma_so_thue: "0100233488",
  dia_chi: "12 Lê Lợi",
  dien_thoai: "",
  email: "",
  ma_ngan_hang: "970436",
  so_tai_khoan: "0071000123456",
  chu_tai_khoan: "SPA HOA SEN",
  chan_phieu: "Cảm ơn quý khách!",
  version: 3,
  updated_at: null,
  updated_by: null,
  logo: null,
  kho_mac_dinh: [
    { ma_dvcs: "CN01", ten_dvcs: "Quận 1", ma_kho: "KQ1", ten_kho: "Kho Quận 1" },
    { ma_dvcs: "CN02", ten_dvcs: "Hà Nội", ma_kho: null, ten_kho: null },
  ],
  kho_chon: [],
};

describe("settingsChanges", () => {
  it("sends nothing when nothing changed", () => {
    expect(settingsChanges(loaded, formValuesOf(loaded))).toEqual({});
  });

  it("sends only the fields changed, trimmed, and blank for a cleared one", () => {
    const values = { ...formValuesOf(loaded), dia_chi: " 34 Nguyễn Huệ ", chan_phieu: "" };
    expect(settingsChanges(loaded, values)).toEqual({ dia_chi: "34 Nguyễn Huệ", chan_phieu: "" });
  });

  it("sends the branches whose default warehouse changed, blank for none", () => {
    const values = { ...formValuesOf(loaded), kho: { CN01: "", CN02: "KHN" } };
    expect(settingsChanges(loaded, values)).toEqual({
      kho_mac_dinh: [
        { ma_dvcs: "CN01", ma_kho: "" },
        { ma_dvcs: "CN02", ma_kho: "KHN" },
      ],
    });
  });
});

describe("fieldErrorsOf", () => {
  it("puts a warehouse's message on its branch's line", () => {
    const change = { kho_mac_dinh: [{ ma_dvcs: "CN02", ma_kho: "KQ1" }] };
    expect(
      fieldErrorsOf({ "kho_mac_dinh.0.ma_kho": "Kho KQ1 không thuộc chi nhánh CN02", email: "x" }, change),
    ).toEqual([
      { name: ["kho", "CN02"], errors: ["Kho KQ1 không thuộc chi nhánh CN02"] },
      { name: "email", errors: ["x"] },
    ]);
  });
});
