/** Vietnamese texts of the purchase order screens (the default language); en.ts mirrors the keys. */
export const purchaseOrdersVi = {
  progress: {
    column: "Nhận hàng",
    none: "Chưa nhận",
    partly: "Đã nhận {{received}}/{{ordered}}",
    all: "Đã nhận đủ",
  },
  actions: {
    receive: "Tạo phiếu nhập",
    approve: "Duyệt",
  },
  receiptCreated: "Đã tạo phiếu nhập nháp {{so_ct}} từ đơn mua hàng: kiểm tra số lượng thực nhận rồi ghi sổ",
  approved: "Đã duyệt {{so_ct}}",
  confirmApprove: "Duyệt đơn mua hàng {{so_ct}}?",
};

export type PurchaseOrderMessages = typeof purchaseOrdersVi;
