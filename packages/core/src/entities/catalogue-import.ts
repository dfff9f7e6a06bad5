import { importColumns } from "../entity/import-columns.js";
import { productEntity, serviceEntity } from "./products.js";

const shared = {
  ma_dvt: ["Đơn vị tính", "ĐVT", "DVT", "Đơn vị", "Mã ĐVT"],
  ma_nhom: ["Nhóm hàng", "Nhóm hàng hóa", "Nhóm dịch vụ", "Mã nhóm"],
  ma_loai: ["Loại hàng", "Loại hàng hóa", "Mã loại"],
} as const;
const tax = ["Thuế suất", "Thuế", "VAT", "Mã thuế", "Thuế GTGT"] as const;
const price = ["Đơn giá", "Giá", "Giá bán lẻ"] as const;

/** What a goods import reads (and a goods export writes for it). */
export const PRODUCT_IMPORT_COLUMNS = /* @__PURE__ */ importColumns(productEntity, {
  ma_vt: ["Mã", "Mã VT", "Mã hàng hóa", "Mã sản phẩm", "SKU"],
  ten_vt: ["Tên", "Tên VT", "Tên hàng hóa", "Tên sản phẩm"],
  ...shared,
  ma_vach: ["Barcode", "Mã vạch sản phẩm"],
  ma_thue: tax,
  gia_ban: price,
  theo_doi_ton: ["Tồn kho", "Quản lý tồn kho", "Theo dõi tồn"],
});

/** What a services import reads (and a services export writes for it). */
export const SERVICE_IMPORT_COLUMNS = /* @__PURE__ */ importColumns(serviceEntity, {
  ma_vt: ["Mã", "Mã DV", "Mã hàng"],
  ten_vt: ["Tên", "Tên DV", "Tên hàng"],
  ...shared,
  ma_thue: tax,
  gia_ban: price,
  so_phut: ["Thời lượng", "Số phút", "Thời gian"],
  so_buoi: ["Số buổi", "Buổi", "Số buổi liệu trình"],
});
