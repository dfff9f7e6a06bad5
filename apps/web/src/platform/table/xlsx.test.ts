import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildXlsx, columnName, escapeXml } from "./xlsx";

function open(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`no ${name} in the workbook`);
    return strFromU8(file);
  };
  return { names: Object.keys(files).sort(), text };
}

describe("buildXlsx", () => {
  const bytes = buildXlsx({
    name: "Đơn vị tính",
    rows: [
      ["Mã đơn vị tính", "Tên đơn vị tính", "Thuế suất (%)", "Ngày hiệu lực"],
      ["HOP", "Hộp <giấy> & \"nhựa\" 'mới'", 10, "01-07-2025"],
      ["KG", "Ki-lô-gam", 1234567.5, null],
    ],
    widths: [16, 30, 12, 14],
  });
  const book = open(bytes);

  it("is a zip holding the parts Excel needs", () => {
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(book.names).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(book.text("[Content_Types].xml")).toContain('PartName="/xl/worksheets/sheet1.xml"');
  });

  it("names the sheet in Vietnamese", () => {
    expect(book.text("xl/workbook.xml")).toContain('<sheet name="Đơn vị tính" sheetId="1" r:id="rId1"/>');
  });

  it("writes the header in bold and Vietnamese text intact, escaped for XML", () => {
    const sheet = book.text("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Mã đơn vị tính</t></is></c>');
    expect(sheet).toContain(
      '<c r="B2" t="inlineStr"><is><t xml:space="preserve">Hộp &lt;giấy&gt; &amp; &quot;nhựa&quot; &apos;mới&apos;</t></is></c>',
    );
    expect(sheet).toContain('<c r="D2" t="inlineStr"><is><t xml:space="preserve">01-07-2025</t></is></c>');
  });

  it("writes numbers as numeric cells and leaves empty cells out", () => {
    const sheet = book.text("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<c r="C2"><v>10</v></c>');
    expect(sheet).toContain('<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">KG</t></is></c>');
    expect(sheet).toContain('<c r="C3"><v>1234567.5</v></c></row>');
    expect(sheet).not.toContain('r="D3"');
  });

  it("sets the column widths and freezes the header row", () => {
    const sheet = book.text("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<col min="2" max="2" width="30" customWidth="1"/>');
    expect(sheet).toContain('state="frozen"');
  });

  it("replaces characters a sheet name may not hold and keeps 31 of them", () => {
    const named = open(buildXlsx({ name: "Báo cáo: doanh thu [2025] / chi nhánh Quận 1", rows: [["a"]] }));
    expect(named.text("xl/workbook.xml")).toContain('name="Báo cáo  doanh thu  2025    chi"');
  });
});

describe("escapeXml", () => {
  it("drops control characters XML cannot carry and keeps tabs and new lines", () => {
    expect(escapeXml("a\u0000b\u0007c\td\ne")).toBe("abc\td\ne");
  });
});

describe("columnName", () => {
  it("counts columns as Excel does", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });
});
