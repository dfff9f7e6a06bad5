import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_lookups");
});
afterAll(() => t.close());

describe("GET crm/partners/{id}/exists/phone/{value}", () => {
  it("says whether another partner has the number, in whatever form it is typed", async () => {
    const exists = async (id: string, value: string) => {
      const res = await k.sale01("GET", `crm/partners/${id}/exists/phone/${encodeURIComponent(value)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await exists("undefined", "0901234567")).toEqual({ exists: true });
    expect(await exists("undefined", "+84 901 234 567")).toEqual({ exists: true });
    // NV002's partner counts too: a number is unique in the whole tenant.
    expect(await exists("undefined", "0981234567")).toEqual({ exists: true });
    expect(await exists(await k.partnerId("KH000001"), "0901234567")).toEqual({ exists: false });
    expect(await exists("undefined", "0900000001")).toEqual({ exists: false });
    // A code is still checked by the generic route.
    expect((await k.sale01("GET", "crm/partners/undefined/exists/ma_kh/KH000001")).json()).toEqual({ exists: true });
  });
});

describe("GET crm/partners/{id}/exists/phone/{value}/employee", () => {
  it("names the salesperson who handles the number, never the customer she may not see", async () => {
    const res = await k.sale01("GET", "crm/partners/undefined/exists/phone/0981234567/employee");
    expect(res.statusCode, res.body).toBe(200);
    // 'Điện thoại đã được NV002 Trần Minh Khoa phụ trách': no customer's name, code or id.
    expect(res.json()).toEqual({ exists: true, ma_nvbh: "NV002", ten_nvbh: "Trần Minh Khoa", visible: false });
    expect(res.body).not.toContain(await k.partnerId("KH000016"));
    expect(res.body).not.toMatch(/KH000016|Nguyễn Văn An/);
    // She cannot open it.
    expect((await k.sale01("GET", `crm/partners/${await k.partnerId("KH000016")}`)).statusCode).toBe(404);
  });

  it("gives a user who may open that customer the link to it, and nothing more", async () => {
    const res = await k.admin("GET", "crm/partners/undefined/exists/phone/%2B84981234567/employee?ma_nvbh=NV001");
    expect(res.json()).toEqual({
      exists: true,
      ma_nvbh: "NV002",
      ten_nvbh: "Trần Minh Khoa",
      visible: true,
      stt_rec: await k.partnerId("KH000016"),
    });
  });

  it("is not raised by a number of the same salesperson, nor by the partner itself", async () => {
    expect((await k.sale01("GET", "crm/partners/undefined/exists/phone/0902345678/employee")).json()).toEqual({
      exists: false,
    });
    const asNv002 = await k.admin("GET", "crm/partners/undefined/exists/phone/0981234567/employee?ma_nvbh=NV002");
    expect(asNv002.json()).toEqual({ exists: false });
    const itself = await k.sale02(
      "GET",
      `crm/partners/${await k.partnerId("KH000016")}/exists/phone/0981234567/employee`,
    );
    expect(itself.json()).toEqual({ exists: false });
  });

  it("is refused without the right to read partners", async () => {
    await k.rows(
      "INSERT INTO users (user_name, full_name, password_hash, branchs) SELECT 'khach01', 'Khách', password_hash, 'CN01' FROM users WHERE user_name = 'admin'",
    );
    const none = k.as("khach01");
    expect((await none("GET", "crm/partners/undefined/exists/phone/0981234567/employee")).statusCode).toBe(403);
  });
});

describe("GET crm/partners/{id}/exists/website/{value}/employee", () => {
  it("compares sites without scheme, www, case or trailing slash", async () => {
    const id = await k.partnerId("KH000017");
    expect((await k.admin("PATCH", `crm/partners/${id}`, { website: "https://www.Hoa-Sen.vn/" })).statusCode).toBe(200);
    const site = encodeURIComponent("http://hoa-sen.vn");
    const res = await k.sale01("GET", `crm/partners/undefined/exists/website/${site}/employee`);
    expect(res.json()).toEqual({ exists: true, ma_nvbh: "NV002", ten_nvbh: "Trần Minh Khoa", visible: false });
    const admin = await k.admin("GET", `crm/partners/undefined/exists/website/${site}/employee?ma_nvbh=NV001`);
    expect(admin.json()).toMatchObject({ ma_nvbh: "NV002", visible: true, stt_rec: id });
    expect((await k.sale02("GET", `crm/partners/undefined/exists/website/hoa-sen.vn/employee`)).json()).toEqual({
      exists: false,
    });
    expect((await k.sale01("GET", `crm/partners/undefined/exists/website/other.vn/employee`)).json()).toEqual({
      exists: false,
    });
  });
});

describe("GET crm/partners/{id}/timeline", () => {
  it("lists a partner's appointments, calls, complaints and transfers, newest first", async () => {
    // KH000010 (TS01): a cancelled callback two days ago and two calls before it.
    const id = await k.partnerId("KH000010");
    const res = await k.admin("GET", `crm/partners/${id}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { kind: string; at: string; title: string; status?: string; employee?: string }[];
    expect(items.map((i) => i.kind)).toEqual(["task", "call", "call"]);
    expect(items[0]).toMatchObject({
      title: "Gọi lại khách để lại số trên fanpage",
      status: "cancelled",
      employee: "Vũ Thị Lan",
    });
    expect(items[1]).toMatchObject({ title: "Gọi đi 0910123456", status: "Hẹn gọi lại" });
    const times = items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const complained = await k.admin("GET", `crm/partners/${await k.partnerId("KH000006")}/timeline`);
    expect(complained.json().items).toContainEqual(
      expect.objectContaining({ kind: "complaint", title: "Phải chờ 30 phút dù đã đặt lịch", status: "processing" }),
    );
    const en = await k.admin("GET", `crm/partners/${id}/timeline`, undefined, undefined, { "accept-language": "en" });
    expect(en.json().items[1].title).toBe("Outgoing 0910123456");
  });

  it("is not found for a partner out of the user's sight", async () => {
    expect((await k.sale01("GET", `crm/partners/${await k.partnerId("KH000010")}/timeline`)).statusCode).toBe(404);
    expect((await k.sale01("GET", `crm/partners/${await k.partnerId("KH000002")}/timeline`)).statusCode).toBe(200);
  });
});

describe("GET crm/partners/duplicates", () => {
  it("groups the partners sharing a number as phone or other phone", async () => {
    const res = await k.admin("GET", "crm/partners/duplicates?pageIndex=1&pageSize=20");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].phone).toBe("0901234567");
    expect(body.items[0].partners.map((p: { ma_kh: string }) => p.ma_kh)).toEqual(["KH000001", "KH000025"]);
  });

  it("counts only the partners the user may see", async () => {
    // KH000025 is TS01's: sale01 sees KH000001 alone.
    expect((await k.sale01("GET", "crm/partners/duplicates")).json()).toEqual({ items: [], total: 0 });
    expect((await k.admin("GET", "crm/partners/duplicates", undefined, "CN02")).json().total).toBe(0);
    expect((await k.admin("GET", "crm/partners/duplicates?pageIndex=2&pageSize=20")).json()).toEqual({
      items: [],
      total: 1,
    });
  });
});
