/** Vietnamese texts of the promotion rules' screens; en.ts mirrors the keys. */
export const promotionsVi = {
  program: "Chương trình khuyến mãi",
  programPlaceholder: "Chọn chương trình khuyến mãi",
  days: "{{from}} – {{to}}",
  openEnded: "Từ {{from}}, không thời hạn",
  everyBranch: "mọi chi nhánh",
  onlyBranch: "chỉ chi nhánh {{branch}}",
  branch: "Chi nhánh lập phiếu",
  linesTitle: "Quy tắc khuyến mãi",
  hint: {
    products:
      "Mua từ số lượng (đơn vị cơ sở) trở lên: giảm phần trăm trên dòng hàng, hoặc tặng số lượng sản phẩm tặng cho mỗi lần đủ số lượng mua. Quy tắc chỉ áp dụng tại quầy sau khi được duyệt.",
    revenue:
      "Hóa đơn (đã gồm thuế) từ số tiền trở lên: giảm số tiền hoặc phần trăm trên tiền hàng trước thuế, chia cho các dòng, hoặc tặng sản phẩm. Quy tắc chỉ áp dụng tại quầy sau khi được duyệt.",
  },
  lines: {
    ma_vt: "Sản phẩm mua",
    sl_tu: "Mua từ (SL)",
    tu_tien: "Hóa đơn từ (₫)",
    tien_ck: "Giảm (₫)",
    ck_phan_tram: "Chiết khấu (%)",
    ma_vt_tang: "Sản phẩm tặng",
    sl_tang: "Số lượng tặng",
    empty: "Chưa có quy tắc nào",
    noGift: "Không tặng",
  },
  confirmCancel: "Hủy phiếu {{so_ct}}? Các quy tắc của phiếu thôi áp dụng tại quầy, phiếu giữ nguyên số.",
};
