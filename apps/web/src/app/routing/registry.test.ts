import { describe, expect, it } from "vitest";
import { ROUTES } from "./registry";

const crumbs = (path: string) => {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.meta.breadcrumb;
};
const says = (path: string, language: "vi" | "en" = "vi") => crumbs(path).map((c) => c[language]);

describe("breadcrumbs of the menu pages", () => {
  it("name the area, the group and the page, each once", () => {
    expect(says("/crm/partners")).toEqual(["CRM", "Khách hàng", "Danh sách khách hàng"]);
    expect(says("/crm/partners", "en")).toEqual(["CRM", "Customers", "Customer list"]);
    expect(says("/crm/campaigns")).toEqual(["CRM", "Chiến dịch", "Danh sách chiến dịch"]);
    expect(crumbs("/crm/partners").at(-1)?.path).toBe("/crm/partners");
  });

  it("keep the group above a page named otherwise", () => {
    expect(says("/crm/partners-search")).toEqual(["CRM", "Khách hàng", "Tra cứu khách hàng"]);
    expect(says("/crm/targets")).toEqual(["CRM", "Chiến dịch", "Mục tiêu"]);
    expect(says("/system/cryptography/encrypt")).toEqual(["Hệ thống", "Mã hóa", "Mã hóa dữ liệu"]);
  });

  it("lead the screens below a page back to it", () => {
    expect(says("/crm/partners/:id/edit")).toEqual(["CRM", "Khách hàng", "Danh sách khách hàng", "Sửa khách hàng"]);
    expect(crumbs("/crm/partners/:id/edit")[2]?.path).toBe("/crm/partners");
    expect(says("/crm/campaigns/:id")).toEqual(["CRM", "Chiến dịch", "Danh sách chiến dịch", "Chi tiết chiến dịch"]);
  });
});
