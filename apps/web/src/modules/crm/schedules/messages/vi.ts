/** Vietnamese texts of the appointment and ticket screens; en.ts mirrors the keys. */
export const schedulesVi = {
  common: {
    type: "Loại",
    status: "Trạng thái",
    assignee: "Người thực hiện",
    customerCode: "Mã khách hàng",
    customer: "Khách hàng",
    title: "Tiêu đề",
    phone: "Điện thoại",
    start: "Bắt đầu",
    end: "Kết thúc",
    priority: "Mức độ",
    branch: "Chi nhánh",
    content: "Nội dung",
    salesperson: "NV phụ trách",
    changeStatus: "Đổi trạng thái",
    statusChanged: "Đã chuyển sang {{status}}",
  },
  kinds: {
    task: "Lịch hẹn",
    ticket: "Ticket",
  },
  calendar: {
    today: "Hôm nay",
    day: "Ngày",
    week: "Tuần",
    month: "Tháng",
    moved: "Đã cập nhật thời gian: {{title}}",
    readOnly: "Bạn chỉ có quyền xem lịch này",
    truncated: "Đang hiển thị {{shown}} / {{total}} lịch, hãy lọc bớt hoặc xem khoảng ngắn hơn",
    details: "Chi tiết",
    close: "Đóng",
  },
  search: {
    hint: "Tìm lịch hẹn theo tiêu đề, nội dung, tên khách hàng, mã khách hàng hoặc số điện thoại.",
    empty: "Nhập từ khóa vào ô tìm kiếm để tra cứu lịch hẹn",
    notFound: "Không tìm thấy lịch hẹn nào phù hợp",
  },
  partnerTasks: {
    open: "Chưa xong",
    done: "Hoàn thành",
    total: "Tổng",
    nextAt: "Lịch hẹn tới",
    lastAt: "Lịch hẹn gần nhất",
    empty: "Chưa có khách hàng nào có lịch hẹn",
    noTasks: "Khách hàng chưa có lịch hẹn",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type SchedulesMessages = Shape<typeof schedulesVi>;
