import { describe, expect, it } from "vitest";
import { localPage } from "./localPage";

const rows = [
  { user_name: "sale01", full_name: "Nguyễn Thị Hồng Nhung", last_seen_at: "2025-05-01T08:00:00Z" },
  { user_name: "admin", full_name: "Phạm Quốc Anh", last_seen_at: "2025-05-01T09:00:00Z" },
  { user_name: "thungan01", full_name: "Đặng Văn Đức", last_seen_at: "2025-05-01T07:00:00Z" },
];
const base = { pageIndex: 1, pageSize: 10 as const, filters: {} };
const text = (r: (typeof rows)[number]) => `${r.user_name} ${r.full_name}`;

describe("a whole list paged in the browser", () => {
  it("finds accented names typed without accents, đ included", () => {
    expect(localPage(rows, { ...base, searchKey: "dang van duc" }, text).items.map((r) => r.user_name)).toEqual([
      "thungan01",
    ]);
    expect(localPage(rows, { ...base, searchKey: "NHUNG" }, text).total).toBe(1);
  });

  it("sorts by the chosen key and direction", () => {
    const page = localPage(rows, { ...base, sortKey: "last_seen_at", sortType: "desc" }, text);
    expect(page.items.map((r) => r.user_name)).toEqual(["admin", "sale01", "thungan01"]);
  });

  it("slices the requested page and counts every match", () => {
    const page = localPage(rows, { ...base, pageIndex: 2, pageSize: 10, sortKey: "user_name" }, text);
    expect(page).toEqual({ items: [], total: 3 });
    const first = localPage(rows, { ...base, sortKey: "user_name" }, text);
    expect(first.items.map((r) => r.user_name)).toEqual(["admin", "sale01", "thungan01"]);
  });
});
