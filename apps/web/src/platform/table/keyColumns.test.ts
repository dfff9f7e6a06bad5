import { describe, expect, it } from "vitest";
import type { DataColumn } from "./columns";
import { pinKeyColumns } from "./keyColumns";

type Column = DataColumn<unknown>;
const col = (key: string, extra: Partial<Column> = {}): Column => ({ key, title: key, ...extra });
const layout = (columns: Column[]) => pinKeyColumns(columns).map((c) => `${c.key}${c.fixed ? `:${c.fixed}` : ""}`);

describe("pinKeyColumns", () => {
  it("puts the status beside the actions, both kept on the right", () => {
    const columns = [
      col("bat_dau", { kind: "datetime" }),
      col("tieu_de", { role: "label" }),
      col("trang_thai", { role: "status" }),
      col("ma_dvcs"),
      col("actions", { utility: true, fixed: "right" }),
    ];
    expect(layout(columns)).toEqual(["bat_dau", "tieu_de", "ma_dvcs", "trang_thai:right", "actions:right"]);
  });

  it("keeps the leading code and name on the left", () => {
    const columns = [
      col("ma", { role: "code" }),
      col("ten", { role: "label" }),
      col("loai"),
      col("trang_thai", { role: "status" }),
      col("actions", { utility: true, fixed: "right" }),
    ];
    expect(layout(columns)).toEqual(["ma:left", "ten:left", "loai", "trang_thai:right", "actions:right"]);
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
