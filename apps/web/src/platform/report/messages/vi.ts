/** Vietnamese texts of the report frame (the default language); en.ts mirrors the keys. */
export const reportVi = {
  presets: {
    today: "Hôm nay",
    thisWeek: "Tuần này",
    thisMonth: "Tháng này",
    lastMonth: "Tháng trước",
    thisYear: "Năm nay",
  },
  total: "Tổng cộng",
  empty: "Chưa có dữ liệu",
  loadFailed: "Không tải được báo cáo",
  loading: "Đang tải báo cáo…",
  print: "In báo cáo",
  period: "Từ ngày {{from}} đến ngày {{to}}",
  filterLine: "{{label}}: {{value}}",
  branches: "Chi nhánh: {{branches}}",
  branchCount: "{{count}} chi nhánh",
  branchesInView: "Chi nhánh đang xem",
  percentUnit: "{{title}} (%)",
  rowCount: "{{count}} dòng",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ReportMessages = Shape<typeof reportVi>;
