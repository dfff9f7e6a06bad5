import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import { post, type ReportsTenant, startReports } from "../reports/reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;

beforeAll(async () => {
  ({ t, s } = await startReports("acchooks"));
});
afterAll(() => t?.close());

const idOf = async (tk: string) => {
  const res = await s.admin("GET", "accounting/accounts/lookup");
  return (res.json() as { items: { id: string; tk: string }[] }).items.find((a) => a.tk === tk)?.id;
};

describe("the chart keeps its ledger whole", () => {
  it("refuses deleting or renumbering an account a posted voucher names, saying where", async () => {
    await post(s.admin, "receive-invoices", { ngay_ct: "2026-03-02", details: [{ tk: "711", tien: 50_000 }] });
    const id = await idOf("711");
    const removed = await s.admin("DELETE", `accounting/accounts/${id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/Không thể xóa tài khoản 711: đang được dùng ở/);
    const renumbered = await s.admin("PUT", `accounting/accounts/${id}`, { tk: "719", ten_tk: "Thu nhập khác" });
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().message).toMatch(/Không thể đổi số hiệu của tài khoản 711/);
    expect(await idOf("711")).toBe(id);
  });

  it("refuses a sub-account under an account that has postings, and allows one under an unused account", async () => {
    const under1111 = await s.admin("POST", "accounting/accounts", {
      tk: "11111",
      ten_tk: "Quỹ chi nhánh",
      tk_me: "1111",
      cap: 3,
    });
    expect(under1111.statusCode).toBe(422);
    expect(under1111.json().errors.tk_me).toMatch(/1111 đã có số phát sinh/);
    const under811 = await s.admin("POST", "accounting/accounts", {
      tk: "8111",
      ten_tk: "Chi phí khác chi tiết",
      tk_me: "811",
      cap: 2,
    });
    expect(under811.statusCode, under811.body).toBeLessThan(300);
  });

  it("deletes an account nothing names", async () => {
    const created = await s.admin("POST", "accounting/accounts", { tk: "7119", ten_tk: "Tạm", cap: 1 });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = await idOf("7119");
    expect((await s.admin("DELETE", `accounting/accounts/${id}`)).statusCode).toBeLessThan(300);
    expect(await idOf("7119")).toBeUndefined();
  });
});
