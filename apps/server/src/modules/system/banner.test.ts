import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "banner_test");
});
afterAll(() => t.close());

/** A date `days` from today in Vietnam, as Y-m-d. */
function day(days: number): string {
  const now = new Date(Date.now() + 7 * 3600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

const banner = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  image_url: "https://cdn.senspa.vn/banners/uu-dai-thang-11.jpg",
  link_url: "https://senspa.vn/uu-dai",
  position: "dashboard",
  sort: 10,
  ...more,
});

describe("layout banners", () => {
  it("shows today's banners of a position, in order, to any signed-in user", async () => {
    const created = [
      banner("Ưu đãi tháng này", { sort: 20, tu_ngay: day(-3), den_ngay: day(3) }),
      banner("Khai trương chi nhánh mới", { sort: 10 }),
      banner("Hết hạn", { den_ngay: day(-1) }),
      banner("Chưa tới ngày", { tu_ngay: day(1) }),
      banner("Đã tắt", { status: false }),
      banner("Chào mừng", { position: "login" }),
    ];
    for (const body of created) {
      const res = await tenant.admin("POST", "system/layout/banners", body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const dashboard = await tenant.sale("GET", "system/layout/banners/active?position=dashboard");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().items.map((b: { title: string }) => b.title)).toEqual([
      "Khai trương chi nhánh mới",
      "Ưu đãi tháng này",
    ]);
    const login = (await tenant.sale("GET", "system/layout/banners/active?position=login")).json();
    expect(login).toMatchObject({ total: 1, items: [{ title: "Chào mừng", position: "login" }] });
    expect((await tenant.sale("GET", "system/layout/banners/active")).json().total).toBe(3);
  });

  it("refuses an end before the start, a bad image address and an unknown position", async () => {
    const dates = await tenant.admin(
      "POST",
      "system/layout/banners",
      banner("Sai ngày", { tu_ngay: day(5), den_ngay: day(1) }),
    );
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ den_ngay: "Đến ngày phải từ Từ ngày trở đi" });
    const image = await tenant.admin("POST", "system/layout/banners", banner("Sai ảnh", { image_url: "anh.jpg" }));
    expect(image.json().errors).toEqual({ image_url: "Ảnh (URL) không hợp lệ" });
    const position = await tenant.admin("POST", "system/layout/banners", banner("Sai vị trí", { position: "footer" }));
    expect(position.json().errors).toEqual({ position: "Vị trí không hợp lệ" });
    expect((await tenant.sale("GET", "system/layout/banners/active?position=footer")).statusCode).toBe(400);
  });

  it("is managed only with the command system.layout.banners", async () => {
    expect((await tenant.sale("GET", "system/layout/banners")).statusCode).toBe(403);
    expect((await tenant.sale("POST", "system/layout/banners", banner("Không được"))).statusCode).toBe(403);
    const anonymous = await call(t.app, {
      method: "GET",
      url: "/api/system/layout/banners/active?position=login",
      tenant: tenant.code,
    });
    expect(anonymous.statusCode, "the sign-in page shows them before anyone signs in").toBe(200);
  });
});
