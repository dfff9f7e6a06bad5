/** Vietnamese texts of the HR screens; en.ts mirrors the keys. */
export const hrVi = {
  employees: {
    chooseUser: "Chọn tài khoản đăng nhập",
    linkedTo: "đang gắn {{code}}",
  },
};

export type HrMessages = typeof hrVi;
