import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "hotline_test");
});
afterAll(() => t.close());

describe("system/call-center/phone-numbers", () => {
  it("takes a 1900 hotline and a mobile number, with their provider and answering branch", async () => {
    const hotline = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "1900 6868",
      ten: "Tổng đài chăm sóc khách hàng",
      provider_code: "DEMO",
      ma_dvcs: "CN02",
      huong_goi: "inbound",
    });
    expect(hotline.statusCode, hotline.body).toBe(200);
    expect(hotline.json()).toMatchObject({ so_dien_thoai: "19006868", ma_dvcs: "CN02", huong_goi: "inbound" });
    const mobile = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "0903123456",
      ten: "Số gọi ra Quận 1",
    });
    expect(mobile.json()).toMatchObject({ huong_goi: "both", status: true, ma_dvcs: null });
    const found = await tenant.admin("GET", "system/call-center/phone-numbers?searchKey=cham%20soc");
    expect(found.json()).toMatchObject({ total: 1, items: [{ so_dien_thoai: "19006868" }] });
  });

  it("refuses a number that cannot be dialled, an unknown provider or branch, and a taken number", async () => {
    const res = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "+84 903",
      ten: "Sai số",
    });
    expect(res.json().errors).toEqual({ so_dien_thoai: "Số điện thoại không hợp lệ" });
    const unknown = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "18001234",
      ten: "Miễn phí",
      provider_code: "KHONGCO",
      ma_dvcs: "CN99",
    });
    expect(unknown.json().errors).toEqual({
      provider_code: "Nhà cung cấp không tồn tại",
      ma_dvcs: "Chi nhánh nhận cuộc gọi không tồn tại",
    });
    const taken = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "19006868",
      ten: "Trùng",
    });
    expect(taken.json().errors).toEqual({ so_dien_thoai: "Số điện thoại đã tồn tại" });
  });

  it("keeps a branch that answers a hotline from being deleted", async () => {
    const branch = (
      await tenant.admin("POST", "system/branchs", { ma_dvcs: "CN05", ten_dvcs: "Chi nhánh Cần Thơ" })
    ).json();
    await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "02923812345",
      ten: "Hotline Cần Thơ",
      ma_dvcs: "CN05",
    });
    const res = await tenant.admin("DELETE", `system/branchs/${branch.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Không thể xóa chi nhánh CN05: đang được dùng ở số điện thoại tổng đài");
  });

  it("is refused to a user without the command", async () => {
    expect((await tenant.sale("GET", "system/call-center/phone-numbers")).statusCode).toBe(403);
  });
});
