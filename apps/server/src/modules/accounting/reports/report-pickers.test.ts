import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import { type ReportsTenant, startReports } from "./reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;

beforeAll(async () => {
  ({ t, s } = await startReports("acc_pickers"));
});
afterAll(() => t?.close());

describe("an accountant with the books only", () => {
  it("loads the accounts and partners the books' filters pick from", async () => {
    const accounts = await s.accountant("GET", "accounting/accounts/lookup");
    expect(accounts.statusCode).toBe(200);
    expect((accounts.json() as { items: { tk: string }[] }).items.map((a) => a.tk)).toContain("1111");
    const partners = await s.accountant("GET", "crm/partners/lookup");
    expect(partners.statusCode).toBe(200);
    expect((partners.json() as { items: { ma_kh: string }[] }).items.map((p) => p.ma_kh)).toContain("KH01");
  });

  it("may not list the chart or the partners themselves", async () => {
    expect((await s.accountant("GET", "accounting/accounts")).statusCode).toBe(403);
    expect((await s.accountant("GET", "crm/partners")).statusCode).toBe(403);
  });
});
