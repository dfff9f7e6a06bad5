import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "target_test");
  await seedMarch();
});
afterAll(() => t.close());

/**
 * March 2024 for the consultant TV01, who has nothing else in the demo: what counts and what
 * falls just outside the month (Vietnam's days: 1 March begins at 29 Feb 17:00 UTC).
 */
async function seedMarch() {
  const target = await crm.admin("POST", "crm/targets", {
    ma_nv: "TV01",
    tu_ngay: "2024-03-01",
    den_ngay: "2024-03-31",
    doanh_thu: 50_000_000,
    kh_moi: 4,
    cuoc_goi: 8,
    lich_hen: 0,
  });
  expect(target.statusCode, target.body).toBe(200);
  const partner = (code: string, created: string, salesperson = "TV01") =>
    crm.rows(
      `INSERT INTO partners (ma_kh, ten_kh, phone, ma_nvbh, ma_dvcs, created_at)
       VALUES ($1, 'Khách thử ' || $1, '09' || substr(md5($1), 1, 8), $2, 'CN01', $3)`,
      [code, salesperson, created],
    );
  await partner("TV-IN-1", "2024-03-01T00:10:00+07:00");
  await partner("TV-IN-2", "2024-03-15T10:00:00+07:00");
  await partner("TV-IN-3", "2024-03-31T23:50:00+07:00");
  await partner("TV-OUT-1", "2024-02-29T23:50:00+07:00");
  await partner("TV-OUT-2", "2024-04-01T00:05:00+07:00");
  await partner("NV-IN-1", "2024-03-10T10:00:00+07:00", "NV001");

  const callAt = (bat_dau: string, ma_nv = "TV01") =>
    crm.admin("POST", "crm/call-logs", { ma_kh: "KH000002", bat_dau, huong: "out", trang_thai: "Nghe máy", ma_nv });
  for (const at of ["2024-03-01T08:00:00+07:00", "2024-03-20T15:00:00+07:00", "2024-04-01T08:00:00+07:00"]) {
    expect((await callAt(at)).statusCode).toBe(200);
  }
  expect((await callAt("2024-03-05T08:00:00+07:00", "TS01")).statusCode).toBe(200);

  const task = (bat_dau: string, trang_thai: string, ma_nv = "TV01") =>
    crm.admin(
      "POST",
      "crm/tasks",
      { tieu_de: "Tư vấn", ma_kh: "KH000002", ma_nv, trang_thai, bat_dau, ket_thuc: bat_dau },
      "CN01",
    );
  for (const [at, status] of [
    ["2024-03-02T09:00:00+07:00", "done"],
    ["2024-03-30T09:00:00+07:00", "done"],
    ["2024-03-10T09:00:00+07:00", "open"],
    ["2024-04-02T09:00:00+07:00", "done"],
  ] as const) {
    expect((await task(at, status)).statusCode).toBe(200);
  }
}

type Progress = {
  items: {
    ma_nv: string;
    ten_nv: string;
    tu_ngay: string;
    target: Record<string, number>;
    actual: Record<string, number>;
    percent: Record<string, number | null>;
  }[];
  total: number;
  revenue_pending: boolean;
};

describe("targets' progress", () => {
  it("counts each measure from the data over the target's own days", async () => {
    // A period that only touches the target: the target's whole month is counted.
    const res = await crm.admin("GET", "crm/targets/progress?fromDate=2024-03-10&toDate=2024-03-12");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Progress;
    expect(body.revenue_pending).toBe(true);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      ma_nv: "TV01",
      ten_nv: "Hoàng Đức Minh",
      tu_ngay: "2024-03-01",
      den_ngay: "2024-03-31",
      target: { doanh_thu: 50_000_000, kh_moi: 4, cuoc_goi: 8, lich_hen: 0 },
      actual: { doanh_thu: 0, kh_moi: 3, cuoc_goi: 2, lich_hen: 2 },
      percent: { doanh_thu: 0, kh_moi: 75, cuoc_goi: 25, lich_hen: null },
    });
  });

  it("takes the targets overlapping the period, of one salesperson when asked", async () => {
    const after = (await crm.admin("GET", "crm/targets/progress?fromDate=2024-04-01&toDate=2024-04-30")).json();
    expect(after.total).toBe(0);
    const month = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const now = (await crm.admin("GET", `crm/targets/progress?fromDate=${month}&toDate=${month}`)).json() as Progress;
    expect(now.items.map((i) => i.ma_nv)).toEqual(["NV001", "NV002", "TS01"]);
    const one = (await crm.admin("GET", `crm/targets/progress?fromDate=${month}&toDate=${month}&ma_nv=TS01`)).json();
    expect(one.items.map((i: { ma_nv: string }) => i.ma_nv)).toEqual(["TS01"]);
    const bad = await crm.admin("GET", "crm/targets/progress?fromDate=2024-03-31&toDate=2024-03-01");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ toDate: "Đến ngày phải từ Từ ngày trở đi" });
  });

  it("shows a restricted salesperson her own targets, and needs the targets page or the report", async () => {
    const month = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const url = `crm/targets/progress?fromDate=${month}&toDate=${month}`;
    const mine = (await crm.sale01("GET", url)).json() as Progress;
    expect(mine.items.map((i) => i.ma_nv)).toEqual(["NV001"]);
    expect(
      (await crm.sale01("GET", "crm/targets?pageSize=50")).json().items.map((i: { ma_nv: string }) => i.ma_nv),
    ).toEqual(["NV001"]);
    expect((await crm.reporter("GET", url)).statusCode).toBe(200);
    expect((await crm.outsider("GET", url)).statusCode).toBe(403);
  });
});
