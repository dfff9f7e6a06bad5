/** Vietnamese texts of the to-do list; en.ts has the same keys. */
export const todoVi = {
  overdue: "Quá hạn",
  today: "Hôm nay",
  upcoming: "Sắp tới",
  done: "Hoàn thành",
  doneToast: "Đã hoàn thành: {{title}}",
  nothing: "Không có việc nào",
  allClear: "Bạn không còn việc nào cần làm",
  task: "Lịch hẹn",
  ticket: "Ticket",
  noEmployeeTitle: "Tài khoản chưa được gắn mã nhân viên",
  noEmployee:
    "Lịch hẹn và ticket được giao theo mã nhân viên. Tài khoản của bạn chưa có mã nhân viên bán hàng nên chưa có việc nào ở đây; vui lòng liên hệ quản trị viên để được gắn mã.",
};
