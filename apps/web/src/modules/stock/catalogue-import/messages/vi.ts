/** Texts of the catalogue's Excel import, under `catalogueImport.*`. */
export const catalogueImportVi = {
  open: "Nhập từ Excel",
  goods: {
    title: "Nhập hàng hóa từ Excel",
    pickHint:
      "Tệp .xlsx, dòng đầu là tiêu đề cột (Mã hàng, Tên hàng, Đơn vị tính, Nhóm, Loại, Mã vạch, Thuế suất, Giá bán, Theo dõi tồn kho), mỗi dòng sau là một mặt hàng. Đơn vị tính, nhóm, loại, thuế suất ghi theo mã hoặc tên.",
    created: "Đã thêm {{n}} hàng hóa",
  },
  services: {
    title: "Nhập dịch vụ từ Excel",
    pickHint:
      "Tệp .xlsx, dòng đầu là tiêu đề cột (Mã dịch vụ, Tên dịch vụ, Đơn vị tính, Nhóm, Loại, Thuế suất, Giá bán, Thời lượng, Số buổi), mỗi dòng sau là một dịch vụ.",
    created: "Đã thêm {{n}} dịch vụ",
  },
};
