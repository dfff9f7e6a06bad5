import { i18n } from "../i18n";

/** Texts of the branches in view (navbar picker, list totals): Vietnamese first, English second. */
export const branchesVi = {
  one: "{{code}} – {{name}}",
  some: "{{count}} chi nhánh",
  all: "Tất cả chi nhánh ({{count}})",
  shortSome: "{{count}} CN",
  shortAll: "Tất cả ({{count}})",
  rule: "Danh sách và báo cáo chỉ gồm dữ liệu của các chi nhánh đang chọn; ban đầu chỉ chi nhánh đầu tiên được chọn.",
  selectAll: "Chọn tất cả chi nhánh được phép",
  backToOne: "Chỉ chi nhánh làm việc",
  inView: "Chi nhánh đang xem: {{label}}",
  changeHint: "Đổi ở nút chi nhánh trên thanh điều hướng",
};

export const branchesEn: typeof branchesVi = {
  one: "{{code}} – {{name}}",
  some: "{{count}} branches",
  all: "All branches ({{count}})",
  shortSome: "{{count}} br.",
  shortAll: "All ({{count}})",
  rule: "Lists and reports hold only the data of the selected branches; at first only the first branch is selected.",
  selectAll: "Select all allowed branches",
  backToOne: "Only the working branch",
  inView: "Branches in view: {{label}}",
  changeHint: "Change them with the branch button of the navigation bar",
};

i18n.addResourceBundle("vi", "translation", { branches: branchesVi }, true, true);
i18n.addResourceBundle("en", "translation", { branches: branchesEn }, true, true);
