import { describe, expect, it } from "vitest";
import { exportFileName, sheetName, xmlText } from "./spreadsheet.js";

describe("spreadsheet names and text", () => {
  it("names the file after the list, without marks, and the time", () => {
    expect(exportFileName("Đơn vị tính", "20250701_0930")).toBe("don-vi-tinh_20250701_0930.xlsx");
    expect(exportFileName("Nhật ký hệ thống", "20250701_0930")).toBe("nhat-ky-he-thong_20250701_0930.xlsx");
    expect(exportFileName("***", "20250701_0930")).toBe("export_20250701_0930.xlsx");
  });

  it("replaces what a sheet name may not hold and keeps 31 characters", () => {
    expect(sheetName("Báo cáo: doanh thu [2025] / chi nhánh Quận 1")).toBe("Báo cáo  doanh thu  2025    chi");
    expect(sheetName("\u0001")).toBe("Sheet1");
  });

  it("drops the characters XML cannot hold and keeps tabs and new lines", () => {
    expect(xmlText("a\u0000b\u0007c\td\ne")).toBe("abc\td\ne");
  });
});
