import { SALES_UPCOMING } from "./upcoming-sales.js";

/**
 * What each menu page that has no screen yet will let the user do, keyed by the page's route path. The placeholder
 * screen shows it, so a user who opens an unbuilt page learns what is coming instead of meeting an empty frame.
 * Remove a page's entry when its screen is built.
 */
export const UPCOMING_SCREENS: Readonly<Record<string, { vi: string; en: string }>> = Object.freeze({
  ...SALES_UPCOMING,
  "/purchases/domestic-orders": {
    vi: "Lập đơn mua hàng trong nước từ nhà cung cấp; theo dõi số lượng đã nhận và còn phải nhận qua phiếu nhập kho.",
    en: "Create domestic purchase orders to suppliers; track what has been received and what is still to come through stock receipts.",
  },
  "/purchases/suppliers": {
    vi: "Danh mục nhà cung cấp: mã, tên, mã số thuế, địa chỉ, người liên hệ và điều khoản thanh toán.",
    en: "The supplier list: code, name, tax code, address, contact person and payment terms.",
  },
  "/stock/receipt-orders": {
    vi: "Lập phiếu nhập kho (mẫu 01-VT) từ nhà cung cấp, ghi sổ kho và giá vốn bình quân; in phiếu.",
    en: "Create stock receipts (form 01-VT) from suppliers, posting to the stock ledger at moving average cost; print them.",
  },
  "/stock/delivery-orders": {
    vi: "Lập phiếu xuất kho (mẫu 02-VT) để dùng nội bộ hoặc xuất bán, trừ tồn kho theo giá vốn; in phiếu.",
    en: "Create stock deliveries (form 02-VT) for internal use or sale, reducing stock at cost; print them.",
  },
  "/stock/transfer-orders": {
    vi: "Lập phiếu chuyển kho giữa các kho, các chi nhánh: xuất ở kho đi, nhập ở kho nhận; in phiếu.",
    en: "Create stock transfers between warehouses and branches: out of the source, into the receiving warehouse; print them.",
  },
  "/stock/product-balances": {
    vi: "Nhập tồn kho đầu kỳ theo kho và sản phẩm (số lượng, giá trị); xem tồn kho và thẻ kho tại một ngày.",
    en: "Enter opening stock per warehouse and product (quantity, value); see stock on hand and the stock card on a date.",
  },
  "/stock/products": {
    vi: "Danh mục hàng hóa: mã, tên, đơn vị tính, nhóm, giá bán, mã vạch và thuế suất GTGT.",
    en: "The product list: code, name, unit, group, selling price, barcode and VAT rate.",
  },
  "/stock/services": {
    vi: "Danh mục dịch vụ: thời lượng (phút), số buổi khi bán theo liệu trình, giá và nhóm.",
    en: "The service list: duration (minutes), sessions when sold as a package, price and group.",
  },
  "/stock/product-sets": {
    vi: "Khai báo bộ sản phẩm (combo) bán như một mặt hàng, khi bán xuất kho từng thành phần.",
    en: "Set up product sets (combos) sold as one item, each component leaving stock when sold.",
  },
  "/stock/product-consumes": {
    vi: "Khai báo định mức vật tư tiêu hao cho mỗi lượt dịch vụ, tự trừ kho khi phục vụ.",
    en: "Set up the consumables each service turn uses, deducted from stock when the customer is served.",
  },
  "/stock/rates": {
    vi: "Bảng giá bán theo sản phẩm, đơn vị tính, chi nhánh và thời gian hiệu lực.",
    en: "Selling prices per product, unit, branch and validity period.",
  },
  "/stock/product-hours": {
    vi: "Khai báo khung giờ bán hoặc phục vụ của từng sản phẩm, dịch vụ.",
    en: "Set up the hours in which each product or service is sold or served.",
  },
  "/stock/conversion-units": {
    vi: "Khai báo quy đổi đơn vị tính của từng sản phẩm (1 hộp = 10 cái) để nhập, xuất theo đơn vị bất kỳ.",
    en: "Set up unit conversions per product (1 box = 10 pieces) so stock moves in any unit.",
  },
  "/stock/product-groups": {
    vi: "Khai báo nhóm sản phẩm, dịch vụ để lọc, lập báo cáo và tính hoa hồng.",
    en: "Set up product and service groups for filtering, reports and commissions.",
  },
  "/stock/product-types": {
    vi: "Khai báo loại sản phẩm: hàng hóa, dịch vụ, liệu trình, vật tư tiêu hao.",
    en: "Set up product types: goods, services, packages and consumables.",
  },
  "/accounting/receive-invoices": {
    vi: "Lập phiếu thu tiền mặt (mẫu 01-TT), hạch toán Nợ 1111, ghi số tiền bằng chữ; in phiếu.",
    en: "Create cash receipts (form 01-TT), debiting account 1111, with the amount in words; print them.",
  },
  "/accounting/spend-invoices": {
    vi: "Lập phiếu chi tiền mặt (mẫu 02-TT), hạch toán Có 1111, ghi số tiền bằng chữ; in phiếu.",
    en: "Create cash payments (form 02-TT), crediting account 1111, with the amount in words; print them.",
  },
  "/accounting/bank-receive-invoices": {
    vi: "Ghi giấy báo có: tiền khách chuyển khoản vào tài khoản ngân hàng (Nợ 1121).",
    en: "Record bank receipts (credit advices): money transferred into the bank account (debit 1121).",
  },
  "/accounting/bank-spend-invoices": {
    vi: "Ghi giấy báo nợ: tiền chi từ tài khoản ngân hàng (Có 1121) cho nhà cung cấp và các khoản chi phí.",
    en: "Record bank payments (debit advices): money paid from the bank account (credit 1121) to suppliers and for expenses.",
  },
  "/accounting/accounting-invoices": {
    vi: "Lập phiếu kế toán tổng hợp có tổng Nợ bằng tổng Có, cho các bút toán điều chỉnh và kết chuyển.",
    en: "Create general accounting vouchers whose debits equal their credits, for adjustments and closing entries.",
  },
  "/accounting/voucher-locks": {
    vi: "Khóa sổ kế toán đến một ngày theo chi nhánh: chứng từ từ ngày đó trở về trước không được tạo, sửa hay hủy.",
    en: "Close the books up to a date per branch: no document on or before that date can be created, edited or cancelled.",
  },
  "/accounting/customer-balances": {
    vi: "Nhập công nợ đầu kỳ phải thu, phải trả của từng khách hàng và nhà cung cấp.",
    en: "Enter the opening receivables and payables of each customer and supplier.",
  },
  "/accounting/account-balances": {
    vi: "Nhập số dư Nợ, Có đầu kỳ của từng tài khoản khi bắt đầu dùng phần mềm.",
    en: "Enter each account's opening debit or credit balance when starting to use the software.",
  },
  "/accounting/accounts": {
    vi: "Hệ thống tài khoản kế toán theo Thông tư 200 (và Thông tư 99/2025 từ năm 2026); thêm tài khoản chi tiết.",
    en: "The chart of accounts under Circular 200 (and Circular 99/2025 from 2026); add detail accounts.",
  },
  "/accounting/vouchers": {
    vi: "Danh mục loại chứng từ: mã chứng từ, ký hiệu đánh số, các trạng thái và việc có cần duyệt hay không.",
    en: "Voucher types: code, numbering prefix, statuses and whether approval is needed.",
  },
  "/accounting/expenses": {
    vi: "Khai báo khoản mục chi phí (điện, nước, mặt bằng, lương...) để phân loại phiếu chi và lập báo cáo.",
    en: "Set up expense items (power, water, rent, wages...) to classify payments and report on them.",
  },
  "/accounting/currencies": {
    vi: "Khai báo ngoại tệ dùng trong giao dịch (USD, EUR...) bên cạnh đồng Việt Nam.",
    en: "Set up the foreign currencies used in transactions (USD, EUR...) beside the Vietnamese đồng.",
  },
  "/accounting/exchange-rates": {
    vi: "Nhập tỷ giá ngoại tệ theo ngày để quy đổi ra đồng Việt Nam.",
    en: "Enter daily exchange rates to convert foreign currencies into Vietnamese đồng.",
  },
  "/accounting/transaction-terms": {
    vi: "Khai báo điều khoản giao dịch: hạn thanh toán, số ngày được nợ của khách hàng và nhà cung cấp.",
    en: "Set up transaction terms: payment due dates and credit days for customers and suppliers.",
  },
  "/accounting/reports/cash-book": {
    vi: "Sổ quỹ tiền mặt (mẫu S07-DN): phiếu thu, phiếu chi trong kỳ với tồn quỹ đầu kỳ, lũy kế và cuối kỳ.",
    en: "The cash book (form S07-DN): receipts and payments of the period with the opening, running and closing balance.",
  },
  "/hr/departments": {
    vi: "Khai báo phòng ban, bộ phận và gán nhân viên vào từng phòng ban.",
    en: "Set up departments and assign employees to them.",
  },
  "/hr/shifts": {
    vi: "Khai báo ca làm việc (giờ bắt đầu, giờ kết thúc) để xếp lịch nhân viên.",
    en: "Set up work shifts (start and end times) to schedule staff.",
  },
  "/system/cryptography/customer-card": {
    vi: "Mã hóa số thẻ khách hàng lưu trong hệ thống; chỉ quản trị viên được dùng.",
    en: "Encrypt the customer card numbers stored in the system; administrators only.",
  },
  "/user/notifications": {
    vi: "Xem mọi thông báo gửi đến bạn, đánh dấu đã đọc từng cái hoặc tất cả; thông báo mới hiện ngay lập tức.",
    en: "See every notification sent to you and mark one or all as read; new ones appear at once.",
  },
  "/apps/chat": {
    vi: "Hộp thư chung cho tin nhắn từ trang Facebook và Zalo: xem hội thoại và trả lời khách ngay trong phần mềm.",
    en: "One inbox for Facebook page and Zalo messages: read conversations and answer customers without leaving the app.",
  },
  "/client/customer-info": {
    vi: "Trang dành cho khách hàng: xem và cập nhật thông tin cá nhân, thẻ và số buổi liệu trình còn lại.",
    en: "A page for customers: see and update their details, their cards and the package sessions they have left.",
  },
  "/client/payment-card-histories": {
    vi: "Trang dành cho khách hàng: xem lịch sử nạp tiền và chi tiêu trên thẻ thanh toán của mình.",
    en: "A page for customers: see the top-ups and spending on their own payment cards.",
  },
});
