import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, created, crmTenant, type Row } from "../../../../../../test/fixtures/crm-tenant.js";
import { appointment } from "./appointment.test-data.js";

let t: TestApp;
let tenant: CrmTenant;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "sched_partners");
  // KH000014 (Phan Thị Diễm My, 0915678901) and KH000015 have no demo appointments.
  const add = (title: string, start: string, more: Row = {}) =>
    created(tenant.admin, "crm/tasks", appointment(title, start, { ma_nv: "NV001", ...more }), "CN01");
  await add("Tư vấn lần đầu", hoursFromNow(-72), { trang_thai: "done" });
  await add("Gọi lại chưa gọi", hoursFromNow(-48));
  await add("Hủy hẹn", hoursFromNow(-30), { trang_thai: "cancelled" });
  await add("Làm dịch vụ tuần sau", hoursFromNow(24 * 7));
  await add("Làm dịch vụ ngày mai", hoursFromNow(24), { trang_thai: "doing" });
  await add("Lan gọi lại", hoursFromNow(2), { ma_nv: "TS01" });
  await add("Khách mới tư vấn", hoursFromNow(5), { ma_kh: "KH000015" });
});
afterAll(() => t.close());

type Counts = { ma_kh: string; open: number; done: number; total: number; next_at: string; last_at: string };
const partnerOf = (res: { json(): { items: Counts[] } }, code: string) =>
  res.json().items.find((r) => r.ma_kh === code);

describe("GET crm/partner-tasks", () => {
  it("counts each partner's appointments, with the next open one and the last one begun", async () => {
    const res = await tenant.admin("GET", "crm/partner-tasks?pageSize=100", undefined, "CN01");
    expect(res.statusCode).toBe(200);
    const my = partnerOf(res, "KH000014");
    expect(my).toMatchObject({
      ten_kh: "Phan Thị Diễm My",
      phone: "0915678901",
      ten_nvbh: "Nguyễn Thị Hồng Nhung",
      open: 4,
      done: 1,
      total: 6,
    });
    const byTitle = await titlesToStarts();
    expect(my?.next_at).toBe(byTitle.get("Lan gọi lại"));
    expect(my?.last_at).toBe(byTitle.get("Hủy hẹn"));
    const nextOrder = res.json().items.map((r: Counts) => r.ma_kh);
    expect(nextOrder.indexOf("KH000014"), "the soonest next appointment first").toBeLessThan(
      nextOrder.indexOf("KH000015"),
    );
  });

  it("counts only what a restricted user may see, in the selected branches", async () => {
    const res = await tenant.sale01("GET", "crm/partner-tasks?pageSize=100");
    expect(partnerOf(res, "KH000014")).toMatchObject({ open: 3, done: 1, total: 5 });
    expect(
      res.json().items.some((r: Counts) => r.ma_kh === "KH000009"),
      "TS01's partner",
    ).toBe(false);
    const hanoi = await tenant.admin("GET", "crm/partner-tasks?pageSize=100", undefined, "CN02");
    expect(
      hanoi
        .json()
        .items.map((r: Counts) => r.ma_kh)
        .sort(),
    ).toEqual(["KH000016", "KH000017", "KH000018"]);
  });

  it("finds partners by name without accents, by code and by phone however typed; pages and sorts", async () => {
    const search = async (term: string) =>
      (await tenant.admin("GET", `crm/partner-tasks?searchKey=${encodeURIComponent(term)}`, undefined, "CN01"))
        .json()
        .items.map((r: Counts) => r.ma_kh);
    expect(await search("diem my")).toEqual(["KH000014"]);
    expect(await search("0915 678")).toEqual(["KH000014"]);
    expect(await search("kh000015")).toEqual(["KH000015"]);
    expect(await search("không có ai")).toEqual([]);

    const byTotal = await tenant.admin(
      "GET",
      "crm/partner-tasks?sortKey=total&sortType=desc&pageSize=10",
      undefined,
      "CN01",
    );
    const totals = byTotal.json().items.map((r: Counts) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(byTotal.json().items[0].ma_kh).toBe("KH000014");
    const page2 = await tenant.admin(
      "GET",
      "crm/partner-tasks?sortKey=ten_kh&pageSize=10&pageIndex=2",
      undefined,
      "CN01",
    );
    const all = await tenant.admin("GET", "crm/partner-tasks?sortKey=ten_kh&pageSize=100", undefined, "CN01");
    expect(page2.json().total).toBe(all.json().total);
    expect(page2.json().items).toEqual(all.json().items.slice(10, 20));
    expect((await tenant.admin("GET", "crm/partner-tasks?sortKey=phone")).statusCode).toBe(400);
  });

  it("lists one partner's appointments newest first, and needs the command", async () => {
    const res = await tenant.sale01("GET", "crm/partner-tasks/KH000014");
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: Row) => r.tieu_de)).toEqual([
      "Làm dịch vụ tuần sau",
      "Làm dịch vụ ngày mai",
      "Hủy hẹn",
      "Gọi lại chưa gọi",
      "Tư vấn lần đầu",
    ]);
    expect((await tenant.noEmployee("GET", "crm/partner-tasks")).statusCode).toBe(403);
    expect((await tenant.noEmployee("GET", "crm/partner-tasks/KH000014")).statusCode).toBe(403);
  });
});

async function titlesToStarts(): Promise<Map<string, string>> {
  const res = await tenant.admin("GET", "crm/partner-tasks/KH000014", undefined, "CN01");
  return new Map(res.json().items.map((r: Row) => [r.tieu_de, r.bat_dau]));
}
