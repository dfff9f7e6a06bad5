/** What each unbuilt page of the sales area (orders, services, rooms, cards, reports, cashier) will let the user do. */
export const SALES_UPCOMING: Readonly<Record<string, { vi: string; en: string }>> = {
  "/sales/services": {
    vi: "Lập phiếu dịch vụ bán dịch vụ lẻ hoặc liệu trình nhiều buổi; mỗi dòng liệu trình mở số buổi còn lại cho khách.",
    en: "Create service bills selling single services or multi-session packages; each package line opens the customer's sessions.",
  },
  "/sales/services/approve": {
    vi: "Duyệt các phiếu dịch vụ đang chờ duyệt để ghi sổ, hoặc trả lại cho người lập.",
    en: "Approve the service bills awaiting approval so they are posted, or send them back to whoever made them.",
  },
  "/sales/servings": {
    vi: "Ghi nhận lượt phục vụ: khách dùng buổi liệu trình hoặc dịch vụ lẻ, kỹ thuật viên thực hiện; trừ buổi và vật tư tiêu hao.",
    en: "Record servings: the customer uses a package session or a single service done by a technician; sessions and consumables are deducted.",
  },
  "/sales/service-process": {
    vi: "Theo dõi tiến trình dịch vụ của từng khách (đang chờ, đang làm, đã xong) theo phòng và kỹ thuật viên.",
    en: "Follow each customer's service as it goes (waiting, in service, done) by room and technician.",
  },
  "/sales/room-employee-schedules": {
    vi: "Xếp lịch làm việc của nhân viên phòng theo ngày và ca, để khi đặt phòng chỉ chọn được người đang trực.",
    en: "Schedule room staff by day and shift, so a booking only offers the people on duty.",
  },
  "/sales/golden-hours": {
    vi: "Khai báo giờ vàng: giá hoặc chiết khấu riêng cho sản phẩm, dịch vụ trong khung giờ định sẵn.",
    en: "Set up golden hours: special prices or discounts on products and services in set time windows.",
  },
  "/sales/commisstions": {
    vi: "Khai báo hoa hồng theo sản phẩm, dịch vụ và vai trò (bán hàng, kỹ thuật viên), theo tỷ lệ hoặc số tiền.",
    en: "Set up commissions per product or service and role (seller, technician), as a percentage or a fixed amount.",
  },
  "/sales/commisstion-groups": {
    vi: "Khai báo nhóm hoa hồng để áp một mức hoa hồng cho nhiều sản phẩm, dịch vụ cùng lúc.",
    en: "Set up commission groups that apply one commission rate to many products and services at once.",
  },
  "/sales/wages": {
    vi: "Khai báo tiền công kỹ thuật viên được hưởng cho mỗi lượt làm dịch vụ.",
    en: "Set up the wage a technician earns for each service turn.",
  },
  "/sales/reports/sale-service": {
    vi: "Báo cáo bán dịch vụ và liệu trình theo khách hàng, dịch vụ và chi nhánh.",
    en: "Service and package sales by customer, service and branch.",
  },
  "/sales/reports/service-revenue": {
    vi: "Doanh thu dịch vụ ghi nhận khi khách sử dụng (theo lượt phục vụ), theo kỳ và chi nhánh.",
    en: "Service revenue recognised as customers are served (per serving), by period and branch.",
  },
  "/sales/reports/service-detail": {
    vi: "Chi tiết từng lượt làm dịch vụ: khách hàng, dịch vụ, kỹ thuật viên, phòng và thời gian.",
    en: "Each service turn in detail: customer, service, technician, room and time.",
  },
  "/sales/reports/branch-service-revenue": {
    vi: "So sánh doanh thu dịch vụ giữa các chi nhánh theo kỳ.",
    en: "Service revenue compared across branches, period by period.",
  },
  "/sales/reports/package-revenue": {
    vi: "Doanh thu liệu trình: đã bán, đã sử dụng và phần còn lại chưa thực hiện.",
    en: "Package revenue: sold, used, and the remainder not yet earned.",
  },
  "/sales/reports/package-detail-revenue": {
    vi: "Chi tiết liệu trình theo khách: số buổi đã mua, đã dùng, còn lại và giá trị tương ứng.",
    en: "Packages per customer: sessions bought, used and remaining, with their value.",
  },
  "/sales/reports/employee-revenue-level": {
    vi: "Xếp nhân viên theo mức doanh thu đạt được trong kỳ để tính thưởng.",
    en: "Employees grouped by the revenue level they reached in the period, for bonuses.",
  },
  "/sales/reports/employee-commission": {
    vi: "Tổng hoa hồng của từng nhân viên trong kỳ.",
    en: "Total commission of each employee in the period.",
  },
  "/sales/reports/employee-commission-detail": {
    vi: "Hoa hồng chi tiết theo từng hóa đơn, dòng hàng và nhân viên.",
    en: "Commission by bill, line and employee.",
  },
  "/sales/reports/service-receipt-employee": {
    vi: "Tiền thu từ phiếu dịch vụ theo nhân viên thu ngân và hình thức thanh toán.",
    en: "Money collected on service bills by cashier and payment type.",
  },
  "/sales/reports/service-turn-employee": {
    vi: "Số lượt làm dịch vụ của từng kỹ thuật viên trong kỳ, làm căn cứ tính tiền công.",
    en: "Service turns of each technician in the period, the basis of their wages.",
  },
  "/sales/serving/cashier": {
    vi: "Quầy thu ngân dịch vụ: chọn khách, dịch vụ hoặc buổi liệu trình và kỹ thuật viên, thu tiền và in phiếu.",
    en: "The service till: pick the customer, the services or package sessions and the technicians, take payment and print the slip.",
  },
};
