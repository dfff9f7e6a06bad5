import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_transfer");
});
afterAll(() => t.close());

interface History {
  ma_kh: string;
  ten_kh: string;
  ma_nvbh_cu: string;
  ten_nvbh_cu: string;
  ma_nvbh_moi: string;
  ten_nvbh_moi: string;
  ly_do: string | null;
  user_name: string;
  ma_dvcs: string;
  ngay: string;
}

const salespersonOf = async (ma_kh: string) =>
  (
    await k.rows<{ ma_nvbh: string; ten_nvbh: string }>("SELECT ma_nvbh, ten_nvbh FROM partners WHERE ma_kh = $1", [
      ma_kh,
    ])
  )[0];

describe("POST crm/partners-transfer", () => {
  it("moves the chosen partners, writes a history row for each and audits the change", async () => {
    const ids = [await k.partnerId("KH000002"), await k.partnerId("KH000003")];
    const before = new Date();
    const res = await k.admin("POST", "crm/partners-transfer", {
      ids,
      ma_nvbh_moi: "NV002",
      ly_do: "Nhân viên nghỉ phép",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ transferred: 2 });
    expect(await salespersonOf("KH000002")).toEqual({ ma_nvbh: "NV002", ten_nvbh: "Trần Minh Khoa" });

    const list = await k.admin("GET", "crm/partners-transfer-histories?pageSize=50");
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as History[];
    expect(items).toHaveLength(2);
    expect(items.find((h) => h.ma_kh === "KH000002")).toMatchObject({
      ten_kh: "Trần Văn Hùng",
      ma_nvbh_cu: "NV001",
      ten_nvbh_cu: "Nguyễn Thị Hồng Nhung",
      ma_nvbh_moi: "NV002",
      ten_nvbh_moi: "Trần Minh Khoa",
      ly_do: "Nhân viên nghỉ phép",
      user_name: "admin",
      ma_dvcs: "CN01",
    });
    expect(Date.parse(items[0]?.ngay ?? "")).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const audits = await k.rows<{
      old_values: { ma_nvbh: string };
      new_values: { ma_nvbh: string };
      user_name: string;
    }>(
      "SELECT old_values, new_values, user_name FROM audit_logs WHERE entity = 'partner' AND action = 'update' AND record_id = ANY($1)",
      [ids],
    );
    expect(audits).toHaveLength(2);
    for (const a of audits) {
      expect(a).toMatchObject({
        old_values: { ma_nvbh: "NV001" },
        new_values: { ma_nvbh: "NV002" },
        user_name: "admin",
      });
    }

    // The partner's history shows it.
    const timeline = await k.admin("GET", `crm/partners/${ids[0]}/timeline`);
    expect(timeline.json().items).toContainEqual(
      expect.objectContaining({
        kind: "transfer",
        title: "Chuyển từ NV001 Nguyễn Thị Hồng Nhung sang NV002 Trần Minh Khoa",
        detail: "Nhân viên nghỉ phép",
      }),
    );
  });

  it("moves every partner of the old salesperson in the selected branches", async () => {
    const of = async (code: string) =>
      (await k.rows<{ n: number }>("SELECT count(*)::int AS n FROM partners WHERE ma_nvbh = $1", [code]))[0]?.n;
    const count = await of("TS01");
    expect(count).toBe(5);
    const res = await k.admin("POST", "crm/partners-transfer", { ma_nvbh_cu: "ts01", ma_nvbh_moi: "TV01" }, "CN01");
    expect(res.json()).toEqual({ transferred: 5 });
    expect(await of("TS01")).toBe(0);
    expect(await salespersonOf("KH000025")).toEqual({ ma_nvbh: "TV01", ten_nvbh: "Hoàng Đức Minh" });
    // Nothing left to move.
    expect(
      (await k.admin("POST", "crm/partners-transfer", { ma_nvbh_cu: "TS01", ma_nvbh_moi: "TV01" })).json(),
    ).toEqual({
      transferred: 0,
    });
  });

  it("refuses bad input with field messages", async () => {
    const post = (body: object) => k.admin("POST", "crm/partners-transfer", body);
    const same = await post({ ma_nvbh_cu: "NV001", ma_nvbh_moi: "NV001" });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.ma_nvbh_moi).toBe("Nhân viên mới phải khác nhân viên cũ");
    const unknown = await post({ ma_nvbh_cu: "NV001", ma_nvbh_moi: "NV999" });
    expect(unknown.json().errors.ma_nvbh_moi).toBe("Nhân viên NV999 không tồn tại hoặc đã ngừng sử dụng");
    const nothing = await post({ ma_nvbh_moi: "NV002" });
    expect(nothing.json().errors.ids).toBe("Chọn khách hàng hoặc nhân viên cũ cần chuyển giao");
    const missing = await post({ ids: ["00000000-0000-4000-8000-000000000000"], ma_nvbh_moi: "NV002" });
    expect(missing.json().errors.ids).toBe("Không tìm thấy 1 khách hàng đã chọn");
    const noTarget = await post({ ma_nvbh_cu: "NV001" });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().errors.ma_nvbh_moi).toBe("Sang nhân viên là bắt buộc");
    const many = await post({ ids: Array.from({ length: 1001 }, () => crypto.randomUUID()), ma_nvbh_moi: "NV002" });
    expect(many.statusCode).toBe(422);
    // Nothing was moved.
    expect(await salespersonOf("KH000004")).toMatchObject({ ma_nvbh: "NV001" });
  });

  it("counts a partner chosen twice once, and moves of the ids given only the old salesperson's", async () => {
    const [a, b] = [await k.partnerId("KH000005"), await k.partnerId("KH000016")];
    const twice = await k.admin("POST", "crm/partners-transfer", { ids: [a, a], ma_nvbh_moi: "TV01" });
    expect(twice.json()).toEqual({ transferred: 1 });
    // KH000016 is NV002's, not TV01's: it is not among the chosen.
    const both = await k.admin("POST", "crm/partners-transfer", {
      ids: [a, b],
      ma_nvbh_cu: "TV01",
      ma_nvbh_moi: "NV001",
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.ids).toBe("Không tìm thấy 1 khách hàng đã chọn");
    const ok = await k.admin("POST", "crm/partners-transfer", { ids: [a], ma_nvbh_cu: "TV01", ma_nvbh_moi: "NV001" });
    expect(ok.json()).toEqual({ transferred: 1 });
    expect(await salespersonOf("KH000016")).toMatchObject({ ma_nvbh: "NV002" });
  });

  it("needs the transfer command's edit right, and only moves partners the user may see", async () => {
    const ids = [await k.partnerId("KH000004")];
    expect((await k.sale01("POST", "crm/partners-transfer", { ids, ma_nvbh_moi: "NV002" })).statusCode).toBe(403);
    expect((await k.sale01("GET", "crm/partners-transfer-histories")).statusCode).toBe(403);
    // Out of the selected branches, a partner is not found.
    const cn02 = await k.admin("POST", "crm/partners-transfer", { ids, ma_nvbh_moi: "NV002" }, "CN02");
    expect(cn02.json().errors.ids).toBe("Không tìm thấy 1 khách hàng đã chọn");
  });
});

describe("GET crm/partners-transfer-histories", () => {
  it("is a list only: newest first, by branch, with no way to add or change a row", async () => {
    const list = await k.admin("GET", "crm/partners-transfer-histories?pageSize=100");
    const times = (list.json().items as History[]).map((h) => Date.parse(h.ngay));
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await k.admin("GET", "crm/partners-transfer-histories", undefined, "CN02")).json().total).toBe(0);
    const search = await k.admin("GET", "crm/partners-transfer-histories?searchKey=tran%20van%20hung");
    expect(search.json().items.map((h: History) => h.ma_kh)).toEqual(["KH000002"]);
    const id = list.json().items[0].id;
    expect((await k.admin("POST", "crm/partners-transfer-histories", { ma_kh: "KH000001" })).statusCode).toBe(404);
    expect((await k.admin("DELETE", `crm/partners-transfer-histories/${id}`)).statusCode).toBe(404);
  });
});
