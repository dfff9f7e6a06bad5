import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

/** A tenant of its own: the generated entity suite writes voucher infos in the demo meanwhile. */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "voucher_test");
});
afterAll(() => t.close());

interface VoucherInfo {
  id: string;
  ma_ct: string;
  status: string;
  ten_ct: string;
  prefix: string | null;
  ghi_so: boolean;
  cho_sua: boolean;
}

describe("the voucher infos a tenant starts with", () => {
  it("describe each status of each document type's workflow, and only those", async () => {
    const infos = (await tenant.admin("GET", "accounting/voucher-infos/lookup")).json().items as VoucherInfo[];
    const stt = (await tenant.admin("GET", "system/stt/lookup")).json().items as { ma_ct: string; status: string }[];
    const pairs = new Set(stt.map((s) => `${s.ma_ct}/${s.status}`));
    expect(infos.length).toBeGreaterThanOrEqual(18);
    for (const info of infos) expect(pairs, `${info.ma_ct}/${info.status}`).toContain(`${info.ma_ct}/${info.status}`);
    expect(infos.filter((i) => i.ma_ct === "HD1").map((i) => i.status)).toEqual(["0", "1", "2", "9"]);
    expect(new Set(infos.map((i) => i.ma_ct))).toEqual(
      new Set([
        "HD1",
        "DV1",
        "PT1",
        "PC1",
        "BC1",
        "BN1",
        "PK1",
        "PN1",
        "PX1",
        "DC1",
        "DK1",
        "DH1",
        "TL1",
        "QT1",
        "DD1",
        "CK1",
        "DB1",
        "NT1",
        "KM1",
        "KM2",
        "PV1",
        "BV1",
        "NV1",
        "CV1",
        "RV1",
        "SD1",
      ]),
    );
  });

  it("post to the ledger and lock a document only once it is posted", async () => {
    const get = (key: string) => tenant.admin("GET", `accounting/voucher-infos/${key}`);
    expect((await get("PT1/2")).json()).toMatchObject({
      ten_ct: "Phiếu thu",
      prefix: "PT",
      ghi_so: true,
      cho_sua: false,
    });
    expect((await get("HD1/0")).json()).toMatchObject({ ten_ct: "Hóa đơn bán hàng", ghi_so: false, cho_sua: true });
    expect((await get("HD1/9")).json()).toMatchObject({ ghi_so: false, cho_sua: false });
    expect((await get("HD1/7")).statusCode).toBe(404);
  });
});

describe("accounting/voucher-infos by ma_ct and status", () => {
  it("creates, reads, updates and deletes by document type and status, each step audited", async () => {
    const created = await tenant.admin("POST", "accounting/voucher-infos", {
      ma_ct: "tu1",
      status: "0",
      ten_ct: "Giấy đề nghị tạm ứng",
      ten_ct_en: "Advance request",
      prefix: "tu",
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ma_ct: "TU1", prefix: "TU", ghi_so: false, cho_sua: true });
    const put = await tenant.admin("PUT", "accounting/voucher-infos/TU1/0", {
      ma_ct: "TU1",
      status: "0",
      ten_ct: "Giấy đề nghị tạm ứng tiền",
      prefix: "TU",
      ghi_so: false,
      cho_sua: true,
    });
    expect(put.json()).toMatchObject({ id: created.json().id, ten_ct: "Giấy đề nghị tạm ứng tiền" });
    expect((await tenant.admin("GET", "accounting/voucher-infos/TU1/0")).json().ten_ct).toBe(
      "Giấy đề nghị tạm ứng tiền",
    );
    expect((await tenant.admin("DELETE", "accounting/voucher-infos/TU1/0")).statusCode).toBe(200);
    expect((await tenant.admin("GET", "accounting/voucher-infos/TU1/0")).statusCode).toBe(404);
    expect((await tenant.auditOf("voucher-info", created.json().id)).map((r) => r.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
  });

  it("refuses a document type and status already described, and missing fields, with field messages", async () => {
    const res = await tenant.admin("POST", "accounting/voucher-infos", { ma_ct: "HD1", status: "2", ten_ct: "Trùng" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ma_ct: "Mã chứng từ và Trạng thái đã tồn tại",
      status: "Mã chứng từ và Trạng thái đã tồn tại",
    });
    const moved = await tenant.admin("PATCH", "accounting/voucher-infos/HD1/1", { status: "2" });
    expect(moved.statusCode).toBe(422);
    const empty = await tenant.admin("POST", "accounting/voucher-infos", {});
    expect(empty.json().errors).toEqual({
      ma_ct: "Mã chứng từ là bắt buộc",
      status: "Trạng thái là bắt buộc",
      ten_ct: "Tên chứng từ là bắt buộc",
    });
  });

  it("lists a document type's statuses", async () => {
    const res = await tenant.admin("GET", "accounting/voucher-infos?ma_ct=DV1&sortKey=status");
    expect(res.json().items.map((i: VoucherInfo) => i.status)).toEqual(["0", "1", "2", "3", "9"]);
  });

  it("is refused to a user without the command accounting.voucher-infos", async () => {
    expect((await tenant.sale("GET", "accounting/voucher-infos")).statusCode).toBe(403);
    expect((await tenant.sale("GET", "accounting/voucher-infos/HD1/0")).statusCode).toBe(403);
    expect((await tenant.sale("DELETE", "accounting/voucher-infos/HD1/0")).statusCode).toBe(403);
  });
});
