import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_rules");
});
afterAll(() => t.close());

const partner = (over: Record<string, unknown> = {}) => ({ ten_kh: "Lê Thị Hoa", ma_dvcs: "CN01", ...over });

describe("saving a partner", () => {
  it("stores phones as digits with the trunk 0 and gives a blank code the next free KH number", async () => {
    // A code typed in by hand earlier holds the sequence's next number: it is skipped.
    await k.rows("INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH000026', 'Mã nhập tay', 'CN01')");
    const res = await k.admin("POST", "crm/partners", partner({ phone: "+84 939 111 222", phone2: "84-939-111-333" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_kh: "KH000027", phone: "0939111222", phone2: "0939111333" });
    const next = await k.admin("POST", "crm/partners", partner({ ma_kh: "", phone: "0939111444" }));
    expect(next.json().ma_kh).toBe("KH000028");
  });

  it("refuses a number that fails the general phone check", async () => {
    const res = await k.admin("POST", "crm/partners", partner({ phone: "0903 12a 456" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toBe("Điện thoại không hợp lệ");
    const short = await k.admin("POST", "crm/partners", partner({ phone: "0903-1234" }));
    expect(short.json().errors.phone).toBe("Điện thoại không hợp lệ");
  });

  it("makes the user's own salesperson code the partner's when none is given", async () => {
    const mine = await k.sale01("POST", "crm/partners", partner({ phone: "0939222111" }));
    expect(mine.json()).toMatchObject({ ma_nvbh: "NV001", ten_nvbh: "Nguyễn Thị Hồng Nhung" });
    const admins = await k.admin("POST", "crm/partners", partner({ phone: "0939222112" }));
    expect(admins.json()).toMatchObject({ ma_nvbh: "QL01", ten_nvbh: "Phạm Quốc Anh" });
    const given = await k.admin("POST", "crm/partners", partner({ phone: "0939222113", ma_nvbh: "TS01" }));
    expect(given.json()).toMatchObject({ ma_nvbh: "TS01", ten_nvbh: "Vũ Thị Lan" });
  });

  it("lets a restricted salesperson give only an employee she may see", async () => {
    const res = await k.sale01("POST", "crm/partners", partner({ phone: "0939222114", ma_nvbh: "NV002" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ma_nvbh).toBe("Bạn không được phân quyền nhân viên NV002");
    const id = await k.partnerId("KH000002");
    const moved = await k.sale01("PATCH", `crm/partners/${id}`, { ma_nvbh: "TS01" });
    expect(moved.statusCode).toBe(422);
    const cleared = await k.sale01("PATCH", `crm/partners/${id}`, { ma_nvbh: "" });
    expect(cleared.json().errors.ma_nvbh).toBe("Nhân viên phụ trách là bắt buộc");
  });

  it("requires the phone unless crm_partner_require_phone is off", async () => {
    const res = await k.admin("POST", "crm/partners", partner());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toBe("Điện thoại là bắt buộc");
    const en = await k.admin("POST", "crm/partners", partner(), undefined, { "accept-language": "en" });
    expect(en.json().errors.phone).toBe("Phone is required");
    const id = await k.partnerId("KH000004");
    expect((await k.admin("PATCH", `crm/partners/${id}`, { phone: "" })).json().errors.phone).toBe(
      "Điện thoại là bắt buộc",
    );
    // Changing another field leaves the phone as it is, and needs none.
    expect((await k.admin("PATCH", `crm/partners/${id}`, { ghi_chu: "Khách quen" })).statusCode).toBe(200);

    await k.setConfig("crm_partner_require_phone", "f");
    try {
      const without = await k.admin("POST", "crm/partners", partner({ ten_kh: "Khách không số" }));
      expect(without.statusCode, without.body).toBe(200);
      expect(without.json().phone).toBeNull();
    } finally {
      await k.setConfig("crm_partner_require_phone", "t");
    }
  });

  it("names the salesperson who handles a phone that another partner has", async () => {
    // KH000016 is NV002's; KH000002 is NV001's.
    const other = await k.admin("POST", "crm/partners", partner({ phone: "+84 981 234 567", ma_nvbh: "NV001" }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.phone).toBe("Điện thoại đã được NV002 Trần Minh Khoa phụ trách");
    const same = await k.sale01("POST", "crm/partners", partner({ phone: "0902.345.678" }));
    expect(same.json().errors.phone).toBe("Điện thoại đã tồn tại");

    const id = await k.partnerId("KH000003");
    const edit = await k.sale01("PUT", `crm/partners/${id}`, {
      ...partner({ ten_kh: "Lê Thị Thu Hà" }),
      phone: "0981234567",
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.phone).toBe("Điện thoại đã được NV002 Trần Minh Khoa phụ trách");
    const keep = await k.sale01("PUT", `crm/partners/${id}`, {
      ...partner({ ten_kh: "Lê Thị Thu Hà" }),
      phone: "0903456789",
    });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  it("answers 422, not 500, when two saves of one new number race to the unique index", async () => {
    const saves = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        k.admin("POST", "crm/partners", partner({ ten_kh: `Khách đồng thời ${i}`, phone: "0939555666" })),
      ),
    );
    const statuses = saves.map((s) => s.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const refused of saves.filter((s) => s.statusCode === 422)) {
      expect(refused.json().errors.phone).toBe("Điện thoại đã tồn tại");
    }
  });

  it("refuses, with crm_partner_validate_website, a website another salesperson's partner has", async () => {
    const first = await k.admin(
      "POST",
      "crm/partners",
      partner({ phone: "0939777001", website: "https://www.Spa-Hoa.vn/", ma_nvbh: "NV002" }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const body = partner({ phone: "0939777002", website: "http://spa-hoa.vn" });
    expect((await k.sale01("POST", "crm/partners", body)).statusCode).toBe(200);

    await k.setConfig("crm_partner_validate_website", "t");
    try {
      const refused = await k.sale01("POST", "crm/partners", { ...body, phone: "0939777003" });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.website).toBe("Website đã được NV002 Trần Minh Khoa phụ trách");
      // One salesperson may have a site on several partners.
      const site = { website: "https://lotus-spa.vn", ma_nvbh: "NV002" };
      expect((await k.admin("POST", "crm/partners", partner({ phone: "0939777005", ...site }))).statusCode).toBe(200);
      const again = await k.admin("POST", "crm/partners", partner({ phone: "0939777006", ...site }));
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await k.setConfig("crm_partner_validate_website", "f");
    }
  });
});

describe("a restricted salesperson's partners", () => {
  it("lists, reads and edits only the partners of the employees she may see", async () => {
    const theirs = await k.admin(
      "POST",
      "crm/partners",
      partner({ ten_kh: "Khách của Khoa", phone: "0939888001", ma_nvbh: "NV002" }),
    );
    const id = theirs.json().id;
    const list = await k.sale01("GET", "crm/partners?pageSize=1000");
    const rows = list.json().items as { id: string; ma_nvbh: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.ma_nvbh))).toEqual(new Set(["NV001"]));
    expect((await k.sale01("GET", `crm/partners/${id}`)).statusCode).toBe(404);
    expect((await k.sale01("PUT", `crm/partners/${id}`, partner({ phone: "0939888001" }))).statusCode).toBe(404);
    expect((await k.sale01("PATCH", `crm/partners/${id}`, { ten_kh: "Đổi tên" })).statusCode).toBe(404);
    expect((await k.admin("GET", `crm/partners/${id}`)).json().ten_kh).toBe("Khách của Khoa");
  });
});

describe("saving a complaint", () => {
  it("is received now unless told when, in its customer's branch unless told which", async () => {
    const before = Date.now();
    const res = await k.admin(
      "POST",
      "crm/complains",
      { tieu_de: "Nhân viên đến trễ", ma_kh: "KH000016", noi_dung: "Khách chờ 20 phút." },
      "CN01,CN02",
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ ma_dvcs: "CN02", ten_kh: "Nguyễn Văn An", trang_thai: "new" });
    expect(Date.parse(row.ngay)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.ngay)).toBeLessThanOrEqual(Date.now() + 1000);

    const dated = await k.admin(
      "POST",
      "crm/complains",
      {
        tieu_de: "Hỏi lại hóa đơn",
        ma_kh: "KH000001",
        noi_dung: "Khách hỏi hóa đơn.",
        ngay: "2026-01-05T09:00:00+07:00",
        ma_dvcs: "CN02",
      },
      "CN01,CN02",
    );
    expect(dated.json()).toMatchObject({ ma_dvcs: "CN02", ngay: "2026-01-05T02:00:00.000Z" });
  });

  it("falls back on the one branch the user works in when the customer's is not hers", async () => {
    const res = await k.sale01("POST", "crm/complains", {
      tieu_de: "Sai lịch",
      ma_kh: "KH000016",
      noi_dung: "Khách phản ánh.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ma_dvcs).toBe("CN01");
  });
});
