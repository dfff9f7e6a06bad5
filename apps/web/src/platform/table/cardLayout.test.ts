import { describe, expect, it } from "vitest";
import { cardLayout } from "./cardLayout";
import type { DataColumn } from "./columns";

type Column = DataColumn<unknown>;
const col = (key: string, extra: Partial<Column> = {}): Column => ({ key, title: key, ...extra });
const keys = (layout: { title?: Column; fields: Column[] }) => [layout.title?.key, layout.fields.map((c) => c.key)];

describe("cardLayout", () => {
  it("titles a card with the row's name and shows its code, status and a date", () => {
    const columns = [
      col("ma_chien_dich", { role: "code" }),
      col("ten_chien_dich", { role: "label" }),
      col("loai"),
      col("tu_ngay", { kind: "date" }),
      col("ngan_sach", { kind: "number" }),
      col("trang_thai", { role: "status" }),
      col("actions", { utility: true }),
    ];
    expect(keys(cardLayout(columns))).toEqual(["ten_chien_dich", ["ma_chien_dich", "tu_ngay", "trang_thai"]]);
  });

  it("takes a phone when there is no date, and one date only", () => {
    const columns = [
      col("ma_kh", { role: "code" }),
      col("ten_kh", { role: "label" }),
      col("phone", { role: "phone" }),
      col("created_at", { kind: "date" }),
      col("updated_at", { kind: "datetime" }),
      col("ma_nvbh"),
    ];
    expect(keys(cardLayout(columns))).toEqual(["ten_kh", ["ma_kh", "phone", "created_at"]]);
    expect(keys(cardLayout(columns.filter((c) => c.key !== "created_at" && c.key !== "updated_at")))).toEqual([
      "ten_kh",
      ["ma_kh", "phone", "ma_nvbh"],
    ]);
  });

  it("fills up with other columns before a second date", () => {
    const columns = [
      col("bat_dau", { role: "date" }),
      col("ket_thuc", { role: "date" }),
      col("tieu_de", { role: "label" }),
      col("muc_do"),
      col("trang_thai", { role: "status" }),
    ];
    expect(keys(cardLayout(columns))).toEqual(["tieu_de", ["bat_dau", "muc_do", "trang_thai"]]);
    expect(keys(cardLayout(columns.filter((c) => c.key !== "muc_do")))).toEqual([
      "tieu_de",
      ["bat_dau", "ket_thuc", "trang_thai"],
    ]);
  });

  it("without roles, shows the first columns, the first as title, and never the actions", () => {
    const columns = [col("actions", { utility: true }), col("a"), col("b"), col("c"), col("d"), col("e")];
    expect(keys(cardLayout(columns))).toEqual(["a", ["b", "c", "d"]]);
  });

  it("titles with the code when the list has no name column, and keeps the user's column order", () => {
    const columns = [col("trang_thai", { role: "status" }), col("so_ct", { role: "code" }), col("ghi_chu")];
    expect(keys(cardLayout(columns))).toEqual(["so_ct", ["trang_thai", "ghi_chu"]]);
  });

  it("follows a list's own choice, skipping columns the user hid", () => {
    const columns = [col("a"), col("b"), col("c"), col("d")];
    expect(keys(cardLayout(columns, ["c", "hidden", "a"]))).toEqual(["c", ["a"]]);
  });
});
