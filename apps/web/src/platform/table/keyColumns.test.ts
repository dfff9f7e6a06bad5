import { describe, expect, it } from "vitest";
import type { DataColumn } from "./columns";
import { pinKeyColumns } from "./keyColumns";

type Column = DataColumn<unknown>;
const col = (key: string, extra: Partial<Column> = {}): Column => ({ key, title: key, ...extra });
const layout = (columns: Column[], room = 800) =>
  pinKeyColumns(columns, room).map((c) => `${c.key}${c.fixed ? `:${c.fixed}` : ""}`);

describe("pinKeyColumns", () => {
  const tickets = [
    col("bat_dau", { kind: "datetime", width: 150 }),
    col("tieu_de", { role: "label", width: 240 }),
    col("ten_kh", { width: 200 }),
    col("trang_thai", { role: "status", width: 160 }),
    col("ma_dvcs", { width: 100 }),
    col("actions", { utility: true, fixed: "right", width: 84 }),
  ];

  it("puts a status that would be out of sight beside the actions, both kept on the right", () => {
    expect(layout(tickets, 800)).toEqual([
      "bat_dau",
      "tieu_de",
      "ten_kh",
      "ma_dvcs",
      "trang_thai:right",
      "actions:right",
    ]);
  });

  it("leaves a status in sight where it is (the order the user chose)", () => {
    // 150 + 240 + 200 + 160 and the actions' 84: 834 px.
    expect(layout(tickets, 834)).toEqual(["bat_dau", "tieu_de", "ten_kh", "trang_thai", "ma_dvcs", "actions:right"]);
  });

  it("keeps the leading code and name on the left", () => {
    const columns = [
      col("ma", { role: "code" }),
      col("ten", { role: "label" }),
      col("loai"),
      col("trang_thai", { role: "status" }),
      col("actions", { utility: true, fixed: "right" }),
    ];
    expect(layout(columns, 500)).toEqual(["ma:left", "ten:left", "loai", "trang_thai:right", "actions:right"]);
  });

  it("pins nothing on the left when the list does not start with its key columns", () => {
    expect(layout([col("ngay"), col("ma", { role: "code" }), col("ten", { role: "label" })])).toEqual([
      "ngay",
      "ma",
      "ten",
    ]);
  });

  it("leaves a list without roles as it is", () => {
    expect(layout([col("a"), col("b", { width: 80 })])).toEqual(["a", "b"]);
  });
});
