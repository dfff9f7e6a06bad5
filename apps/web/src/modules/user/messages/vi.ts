/** Vietnamese texts of the signed-in user's own screens; en.ts mirrors the keys. */
export const userVi = {
  profile: {
    details: "Thông tin cá nhân",
    userName: "Tên đăng nhập",
    fullName: "Họ và tên",
    email: "Email",
    phone: "Điện thoại",
    branchs: "Chi nhánh",
    saler: "Mã nhân viên bán hàng",
    role: "Vai trò",
    admin: "Quản trị viên",
    staff: "Nhân viên",
    save: "Lưu thay đổi",
    saved: "Cập nhật thành công!",
    required: "Vui lòng nhập {{field}}",
    emailInvalid: "Email không hợp lệ",
    phoneInvalid: "Số điện thoại không hợp lệ",
  },
  password: {
    title: "Đổi mật khẩu",
    current: "Mật khẩu hiện tại",
    new: "Mật khẩu mới",
    confirm: "Nhập lại mật khẩu mới",
    rule: "Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số",
    mustDiffer: "{{field}} không được trùng với {{other}}",
    mustMatch: "{{field}} phải trùng với {{other}}",
    submit: "Đổi mật khẩu",
    changed: "Đổi mật khẩu thành công! Các phiên đăng nhập khác của bạn đã kết thúc.",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type UserMessages = Shape<typeof userVi>;
