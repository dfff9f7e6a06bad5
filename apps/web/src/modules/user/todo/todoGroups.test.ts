import { describe, expect, it } from "vitest";
import type { TodoItem } from "./todoApi";
import { groupTodo } from "./todoGroups";

const item = (id: string, start: Date, overdue = false): TodoItem => ({
  kind: "task",
  id,
  tieu_de: `Việc ${id}`,
  ma_kh: "KH000001",
  ten_kh: "Nguyễn Thị Mai",
  bat_dau: start.toISOString(),
  ket_thuc: new Date(start.getTime() + 3_600_000).toISOString(),
  trang_thai: "open",
  overdue,
});

describe("the to-do groups", () => {
  it("put the overdue apart, then what starts before midnight, then the days after", () => {
    const now = new Date(2026, 10, 21, 14, 0);
    const items = [
      item("late", new Date(2026, 10, 20, 9, 0), true),
      item("begun", new Date(2026, 10, 21, 13, 30)),
      item("tonight", new Date(2026, 10, 21, 23, 59)),
      item("tomorrow", new Date(2026, 10, 22, 0, 0)),
      item("next-week", new Date(2026, 10, 28, 9, 0)),
    ];
    const groups = groupTodo(items, now);
    expect(groups.overdue.map((i) => i.id)).toEqual(["late"]);
    expect(groups.today.map((i) => i.id)).toEqual(["begun", "tonight"]);
    expect(groups.upcoming.map((i) => i.id)).toEqual(["tomorrow", "next-week"]);
  });

  it("are all empty for an empty list", () => {
    expect(groupTodo([])).toEqual({ overdue: [], today: [], upcoming: [] });
  });
});
