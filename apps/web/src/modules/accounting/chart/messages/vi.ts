/** Vietnamese texts of the chart of accounts (the default language); en.ts mirrors the keys. */
export const chartVi = {
  search: "Tìm theo số hiệu hoặc tên tài khoản",
  expandAll: "Mở rộng tất cả",
  collapseAll: "Thu gọn",
  add: "Thêm tài khoản",
  addChild: "Thêm tài khoản con",
  count: "{{count}} tài khoản",
  found: "{{found}} / {{count}} tài khoản",
  account: "Tài khoản",
  number: "Số hiệu TK",
  name: "Tên tài khoản",
  nature: "Tính chất",
  tracking: "Theo dõi",
  inactive: "Ngừng sử dụng",
  by: { kh: "Khách hàng", nv: "Nhân viên", kho: "Kho" },
  empty: "Chưa có tài khoản nào",
  noMatch: "Không có tài khoản nào khớp với “{{query}}”",
};
