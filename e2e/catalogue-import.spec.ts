// A storekeeper fills the catalogue from Excel: a sheet made here, its preview naming the bad row, the import,
// the products in the list; the template and the report download as Excel files.
import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { buildXlsx } from "../apps/web/src/platform/table/xlsx";
import { ADMIN, DESKTOP, PHONE, readSheet, shoot, signIn } from "./support";

test("a goods sheet is previewed with its bad row named, and the good rows become products", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const code = `E2E${String(Date.now() % 1_000_000).padStart(6, "0")}`;
  const file = testInfo.outputPath("hang-hoa.xlsx");
  const rows = [
    ["Mã hàng", "Tên hàng", "Đơn vị tính", "Giá bán", "Theo dõi tồn kho"],
    [`${code}A`, "Nhập E2E Sữa rửa mặt", "Tuýp", 185000, "Có"],
    [`${code}B`, "Nhập E2E Kem dưỡng", "HOP", "320,000", "Có"],
    [`${code}C`, "Nhập E2E Nước hoa hồng", "Thùng", 99000, "Có"],
  ];
  await writeFile(file, await buildXlsx({ name: "Hàng hóa", rows }));

  await signIn(page, ADMIN);
  await page.goto("/stock/products");
  await page.getByTestId("catalogue-import").click();
  const modal = page.getByTestId("import-modal");
  await expect(modal).toContainText("Nhập hàng hóa từ Excel");

  const template = page.waitForEvent("download");
  await modal.getByTestId("import-template").click();
  const headers = (await readSheet(await (await template).path()))[0];
  expect(headers).toEqual([
    "Mã hàng",
    "Tên hàng",
    "Đơn vị tính cơ sở",
    "Nhóm",
    "Loại",
    "Mã vạch",
    "Thuế suất GTGT",
    "Giá bán",
    "Theo dõi tồn kho",
  ]);

  await modal.locator("input[type=file]").setInputFiles(file);
  await expect(modal).toContainText("có 3 dòng");
  // 'Đơn vị tính' in the sheet is the base unit's column.
  await expect(modal.locator("tr", { hasText: "Đơn vị tính cơ sở" })).toContainText("Tuýp");
  await modal.getByTestId("import-check").click();

  const preview = modal.getByTestId("import-preview");
  await expect(modal.getByTestId("import-counts")).toContainText("2 dòng hợp lệ");
  await expect(modal.getByTestId("import-counts")).toContainText("1 dòng lỗi");
  const bad = preview.locator("tr", { hasText: "Nhập E2E Nước hoa hồng" });
  await expect(bad).toContainText("4");
  await expect(bad).toContainText("Đơn vị tính cơ sở 'Thùng' không tồn tại");
  await expect(preview.locator("tr", { hasText: "Nhập E2E Sữa rửa mặt" })).toContainText("Hợp lệ");
  await shoot(page, "catalogue-import-preview");
  await page.setViewportSize(PHONE);
  await shoot(page, "catalogue-import-preview-phone");
  await page.setViewportSize(DESKTOP);

  await modal.getByTestId("import-run").click();
  const report = modal.getByTestId("import-report");
  await expect(report).toContainText("Đã thêm 2 hàng hóa");
  await expect(report).toContainText("1 dòng bị bỏ qua");
  await shoot(page, "catalogue-import-report");

  await modal.locator(".ant-modal-footer").getByRole("button", { name: "Đóng" }).click();
  await page.getByRole("textbox", { name: "Tìm kiếm" }).fill(code);
  const table = page.getByTestId("data-table");
  await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(2);
  await expect(table).toContainText("Nhập E2E Sữa rửa mặt");
  await expect(table).toContainText("185,000");
});
