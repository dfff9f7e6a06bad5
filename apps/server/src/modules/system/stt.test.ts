import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

interface Status {
  id: string;
  ma_ct: string;
  status: string;
  ten_stt: string;
  ten_stt_en: string | null;
  color: string | null;
  sort: number;
  is_default: boolean;
  active: boolean;
}

const lookup = (query = "") => wholeListOf<Status>(t.app, `/api/system/stt/lookup${query}`, token);

describe("GET system/stt/lookup (start-up)", () => {
  it("gives the retail bill its workflow in order, starting as a draft", async () => {
    const items = await lookup("?ma_ct=HD1");
    expect(items.map((s) => [s.status, s.ten_stt])).toEqual([
      ["0", "Lập chứng từ"],
      ["1", "Chờ duyệt"],
      ["2", "Đã ghi sổ"],
      ["9", "Hủy"],
    ]);
    expect(items.filter((s) => s.is_default).map((s) => s.status)).toEqual(["0"]);
  });

  it("gives tasks and tickets their Vietnamese workflows", async () => {
    expect((await lookup("?ma_ct=TASK")).map((s) => s.ten_stt)).toEqual(["Mới", "Đang thực hiện", "Hoàn thành", "Hủy"]);
    expect((await lookup("?ma_ct=TICKET")).map((s) => s.ten_stt)).toEqual([
      "Mới tiếp nhận",
      "Đang xử lý",
      "Đã xử lý",
      "Đóng",
    ]);
  });

  it("lists every document type with exactly one default status and a colour for each", async () => {
    // The generated entity suite adds statuses to the demo meanwhile: only the seeded types are asserted.
    const seeded = ["TASK", "TICKET", "HD1", "DV1", "PT1", "PC1", "PN1", "PX1", "DC1", "DK1", "DH1"];
    const items = (await lookup()).filter((s) => seeded.includes(s.ma_ct));
    const types = [...new Set(items.map((s) => s.ma_ct))];
    expect(types.sort()).toEqual([...seeded].sort());
    for (const type of types) expect(items.filter((s) => s.ma_ct === type && s.is_default)).toHaveLength(1);
    for (const s of items) {
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(s.ten_stt_en).toBeTruthy();
    }
    expect(items.find((s) => s.ma_ct === "PT1" && s.is_default)?.ten_stt).toBe("Đã ghi sổ");
    expect(await lookup("?ma_ct=XX9")).toEqual([]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/stt/lookup" })).statusCode).toBe(401);
  });
});

describe("writing document statuses", () => {
  let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
  const statuses = async (ma_ct: string) =>
    (await tenant.admin("GET", `system/stt?ma_ct=${ma_ct}&sortKey=sort&pageSize=50`)).json().items as Status[];
  beforeAll(async () => {
    tenant = await catalogueTenant(t, "stt_test");
  });

  it("is read and changed by document type and status, as well as by id", async () => {
    const res = await tenant.admin("GET", "system/stt/HD1/2");
    expect(res.json()).toMatchObject({ ma_ct: "HD1", status: "2", ten_stt: "Đã ghi sổ" });
    const changed = await tenant.admin("PATCH", "system/stt/HD1/2", { color: "#389e0d" });
    expect(changed.json()).toMatchObject({ id: res.json().id, color: "#389e0d" });
    expect((await tenant.admin("GET", "system/stt/HD1/7")).statusCode).toBe(404);
  });

  it("refuses a second status with the same code in one document type", async () => {
    const res = await tenant.admin("POST", "system/stt", { ma_ct: "HD1", status: "1", ten_stt: "Chờ duyệt lại" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ma_ct: "Mã chứng từ và Trạng thái đã tồn tại",
      status: "Mã chứng từ và Trạng thái đã tồn tại",
    });
  });

  it("upserts by document type and status: creates the first time, updates the second", async () => {
    const first = await tenant.admin("POST", "system/stt/upsert", {
      ma_ct: "HD1",
      status: "5",
      ten_stt: "Đã giao hàng",
      ten_stt_en: "Delivered",
      color: "#13c2c2",
      sort: 35,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await tenant.admin("POST", "system/stt/upsert", {
      ma_ct: "hd1",
      status: "5",
      ten_stt: "Đã giao cho khách",
      sort: 35,
    });
    expect(second.json()).toMatchObject({ id: first.json().id, ten_stt: "Đã giao cho khách" });
    expect((await statuses("HD1")).map((s) => s.status)).toEqual(["0", "1", "2", "5", "9"]);
    expect((await tenant.auditOf("stt", first.json().id)).map((r) => r.action)).toEqual(["create", "update"]);
  });

  it("moves the default: making a status the default takes the flag from the other", async () => {
    await tenant.admin("PATCH", "system/stt/TASK/1", { is_default: true });
    const task = await statuses("TASK");
    expect(task.filter((s) => s.is_default).map((s) => s.status)).toEqual(["1"]);
    const old = task.find((s) => s.status === "0");
    expect((await tenant.auditOf("stt", old?.id ?? "")).at(-1)).toMatchObject({
      action: "update",
      old_values: { is_default: true },
      new_values: { is_default: false },
    });
  });

  it("saves a whole workflow in one batch, audited", async () => {
    const res = await tenant.admin("PUT", "system/stt", [
      { ma_ct: "PN1", status: "0", ten_stt: "Nháp", color: "#8c8c8c", sort: 10, is_default: true },
      { ma_ct: "PN1", status: "1", ten_stt: "Chờ thủ kho kiểm", color: "#faad14", sort: 15 },
      { ma_ct: "PN1", status: "2", ten_stt: "Đã nhập kho", color: "#52c41a", sort: 20 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(3);
    const pn1 = await statuses("PN1");
    expect(pn1.map((s) => [s.status, s.ten_stt])).toEqual([
      ["0", "Nháp"],
      ["1", "Chờ thủ kho kiểm"],
      ["2", "Đã nhập kho"],
      ["9", "Hủy"],
    ]);
    const added = pn1.find((s) => s.status === "1");
    expect((await tenant.auditOf("stt", added?.id ?? "")).map((r) => r.action)).toEqual(["create"]);
  });

  it("saves nothing of a batch when one item is refused, and says which", async () => {
    const before = await statuses("PX1");
    const bad = await tenant.admin("PUT", "system/stt", [
      { ma_ct: "PX1", status: "0", ten_stt: "Nháp xuất kho", sort: 10 },
      { ma_ct: "PX1", status: "1", ten_stt: "", sort: 15 },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ "1.ten_stt": "Tên trạng thái là bắt buộc" });
    const clash = await tenant.admin("PUT", "system/stt", [
      { ma_ct: "PX1", status: "0", ten_stt: "Nháp xuất kho", sort: 10 },
      { ma_ct: "PX1", status: "2", ten_stt: "Đã xuất", sort: 20, color: "x".repeat(30) },
    ]);
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(["1.color"]);
    expect(await statuses("PX1")).toEqual(before);
  });

  it("rolls back the items already saved when a later one fails in the database", async () => {
    await t.pool.query(`
      CREATE FUNCTION t_stt_test.refuse_test_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_test_status BEFORE INSERT ON t_stt_test.stt
      FOR EACH ROW WHEN (NEW.ma_ct = 'LOI') EXECUTE FUNCTION t_stt_test.refuse_test_status();`);
    const res = await tenant.admin("PUT", "system/stt", [
      { ma_ct: "PX1", status: "0", ten_stt: "Nháp phiếu xuất", sort: 10 },
      { ma_ct: "LOI", status: "0", ten_stt: "Không lưu được", sort: 10 },
    ]);
    expect(res.statusCode).toBe(500);
    expect((await statuses("PX1")).find((s) => s.status === "0")?.ten_stt).toBe("Lập chứng từ");
  });

  it("is refused to a salesperson without the settings command", async () => {
    const one = { ma_ct: "HD1", status: "6", ten_stt: "Thử" };
    expect((await tenant.sale("POST", "system/stt/upsert", one)).statusCode).toBe(403);
    expect((await tenant.sale("PUT", "system/stt", [one])).statusCode).toBe(403);
    expect((await tenant.sale("GET", "system/stt")).statusCode).toBe(403);
  });
});
