/** Vietnamese texts of the bill screens (the default language); en.ts mirrors the keys. */
export const billsVi = {
  customer: "Khách hàng",
  walkIn: "Khách lẻ",
  payments: "Thanh toán",
  change: "Tiền thối lại",
  owing: "Còn nợ",
  return: "Trả hàng",
  total: "Tổng thanh toán",
  order: "Đơn đặt hàng",
  deposit: "Trừ tiền cọc",
};
