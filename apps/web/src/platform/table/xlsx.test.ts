import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildXlsx } from "./xlsx";

/** The workbook read back as Excel would: its first sheet. */
async function open(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("buildXlsx", () => {
  let bytes: Uint8Array;
  let sheet: ExcelJS.Worksheet;
  beforeAll(async () => {
    bytes = await buildXlsx({
      name: "Đơn vị tính",
      rows: [
        ["Mã đơn vị tính", "Tên đơn vị tính", "Thuế suất (%)", "Ngày hiệu lực"],
        ["HOP", "Hộp <giấy> & \"nhựa\" 'mới'\u0007", 10, "01-07-2025"],
        ["KG", "Ki-lô-gam", 1234567.5, null],
      ],
      widths: [16, 30, 12, 14],
    });
    sheet = await open(bytes);
  });

  it("is a zip Excel opens, its sheet named in Vietnamese", () => {
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(sheet.name).toBe("Đơn vị tính");
  });

  it("writes the header in bold and the text intact, without what XML cannot hold", () => {
    expect(sheet.getRow(1).getCell(1).value).toBe("Mã đơn vị tính");
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).value).toBe("Hộp <giấy> & \"nhựa\" 'mới'");
    expect(sheet.getRow(2).getCell(4).value).toBe("01-07-2025");
  });

  it("writes numbers as numbers and leaves empty cells empty", () => {
    expect(sheet.getRow(2).getCell(3).value).toBe(10);
    expect(sheet.getRow(3).getCell(3).value).toBe(1234567.5);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
  });

  it("sets the column widths and freezes the header row", () => {
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("replaces characters a sheet name may not hold and keeps 31 of them", async () => {
    const named = await open(await buildXlsx({ name: "Báo cáo: doanh thu [2025] / chi nhánh Quận 1", rows: [["a"]] }));
    expect(named.name).toBe("Báo cáo  doanh thu  2025    chi");
  });
});
