import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";

interface Unit {
  code: string;
  name: string;
  type?: string;
  merged_from?: string[];
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

async function units(url: string) {
  const res = await call(t.app, { method: "GET", url, token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Unit[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items;
}

describe("geography", () => {
  it("lists the 34 current provinces by default and the 63 legacy ones on request", async () => {
    const current = await units("/api/cities");
    expect(current).toHaveLength(34);
    expect(current.find((p) => p.code === "01")?.name).toBe("Thành phố Hà Nội");
    expect(await units("/api/cities?version=legacy")).toHaveLength(63);
  });

  it("walks the legacy three levels: province, district, ward", async () => {
    const districts = await units("/api/cities/01/districts?version=legacy");
    const baDinh = districts.find((d) => d.name === "Quận Ba Đình");
    expect(baDinh).toMatchObject({ code: "001", type: "Quận" });
    const wards = await units(`/api/districts/${baDinh?.code}/wards`);
    expect(wards.map((w) => w.name)).toContain("Phường Phúc Xá");
  });

  it("gives a current province its wards directly, and no districts", async () => {
    expect(await units("/api/cities/01/districts?version=current")).toEqual([]);
    const wards = await units("/api/cities/01/wards");
    expect(wards.find((w) => w.name === "Phường Ba Đình")?.merged_from).toContain("00004");
  });

  it("finds units without diacritics", async () => {
    const found = await units("/api/cities?version=legacy&searchKey=ha%20noi");
    expect(found.map((p) => p.name)).toEqual(["Thành phố Hà Nội"]);
    expect((await units("/api/cities/01/wards?searchKey=BA%20DINH")).map((w) => w.name)).toContain("Phường Ba Đình");
  });

  it("shows where a legacy ward went", async () => {
    const [first] = (await call(t.app, { method: "GET", url: "/api/wards/00001/current", token })).json().items;
    expect(first.province.name).toBe("Thành phố Hà Nội");
    expect(first.ward.merged_from).toContain("00001");
  });

  it("answers 404 for an unknown unit and 400 for a malformed code or version", async () => {
    expect(
      (await call(t.app, { method: "GET", url: "/api/cities/99/districts?version=legacy", token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, { method: "GET", url: "/api/districts/abc/wards", token })).statusCode).toBe(400);
    expect((await call(t.app, { method: "GET", url: "/api/cities?version=2030", token })).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/cities" })).statusCode).toBe(401);
  });
});
