/**
 * What each menu page that has no screen yet will do, shown on its placeholder so a user knows what is coming.
 * Keyed by the page's path; a page leaves this list when its screen is built.
 */
export const UPCOMING_SCREENS: Record<string /* menu path */, { vi: string; en: string }> = {
  "/dashboard/ecommerce": {
    vi: "Doanh thu, số hóa đơn và giá trị trung bình mỗi hóa đơn; sản phẩm và dịch vụ bán chạy; cơ cấu thanh toán theo ngày và chi nhánh.",
    en: "Revenue, bills and the average bill; best-selling products and services; the payment mix by day and branch.",
  },
  "/sales/bills": {
    vi: "Lập, tra cứu và in hóa đơn bán hàng; thanh toán nhiều hình thức; trừ kho khi duyệt.",
    en: "Create, find and print sales bills; pay by several methods; stock goes out when a bill is approved.",
  },
  "/stock/receipt-orders": {
    vi: "Lập và duyệt phiếu nhập kho từ nhà cung cấp hoặc chuyển đến; tồn kho tăng khi duyệt.",
    en: "Create and approve stock receipts from suppliers or transfers; stock goes up when one is approved.",
  },
};
