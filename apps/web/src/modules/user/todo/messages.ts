import { i18n } from "@/platform/i18n";

/** Vietnamese texts of the to-do list; English mirrors the keys. */
const todoVi = {
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

type Shape<T> = { [K in keyof T]: string };

const todoEn: Shape<typeof todoVi> = {
  overdue: "Overdue",
  today: "Today",
  upcoming: "Upcoming",
  done: "Done",
  doneToast: "Completed: {{title}}",
  nothing: "Nothing here",
  allClear: "You have nothing left to do",
  task: "Appointment",
  ticket: "Ticket",
  noEmployeeTitle: "Your account has no employee code",
  noEmployee:
    "Appointments and tickets are assigned to employee codes. Your account has no salesperson code, so nothing is listed here; please ask an administrator to set one.",
};

/** The to-do list's texts join the app's under `todo.*` when the user area's chunk loads. */
i18n.addResourceBundle("vi", "translation", { todo: todoVi }, true, true);
i18n.addResourceBundle("en", "translation", { todo: todoEn }, true, true);
