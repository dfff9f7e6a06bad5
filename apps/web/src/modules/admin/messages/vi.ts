/** Vietnamese texts of the administration screens; en.ts mirrors the keys. */
export const adminVi = {
  shop: {
    sections: {
      company: "Công ty",
      bank: "Ngân hàng (VietQR)",
      warehouses: "Kho mặc định theo chi nhánh",
      print: "Mẫu in (logo, chân phiếu)",
      preview: "Xem trước phiếu in",
    },
    fields: {
      ten_cong_ty: "Tên công ty",
      ma_so_thue: "Mã số thuế",
      dia_chi: "Địa chỉ",
      dien_thoai: "Điện thoại",
      email: "Email",
      ma_ngan_hang: "Ngân hàng",
      so_tai_khoan: "Số tài khoản",
      chu_tai_khoan: "Chủ tài khoản",
      chan_phieu: "Chân phiếu",
      logo: "Logo",
    },
    hints: {
      ma_so_thue: "10 chữ số, hoặc 10 chữ số, dấu '-' và 3 chữ số của chi nhánh",
      chu_tai_khoan: "Viết hoa, không dấu, đúng như ngân hàng in trên sao kê",
      chan_phieu: "In ở cuối mỗi phiếu bán hàng, ví dụ lời cảm ơn hay chính sách đổi trả",
      logo: "Ảnh PNG, JPEG hoặc WebP, tối đa {{max}} KB",
      warehouses: "Kho xuất hàng khi bán và nhập hàng khi mua, nếu phiếu không chọn kho khác",
    },
    placeholders: {
      bank: "Chọn ngân hàng",
      warehouse: "Chưa chọn kho",
    },
    errors: {
      taxFormat: "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu '-' và 3 chữ số của đơn vị phụ thuộc",
      taxCheckDigit: "Mã số thuế không đúng: chữ số kiểm tra (số thứ 10) không khớp",
      phone: "Số điện thoại không hợp lệ",
      email: "Email không hợp lệ",
      account: "Số tài khoản chỉ gồm chữ cái và chữ số",
      logoType: "Logo phải là ảnh PNG, JPEG hoặc WebP",
      logoSize: "Logo tối đa {{max}} KB (ảnh này {{size}} KB)",
    },
    qr: {
      title: "Mã VietQR mẫu",
      sampleAmount: "Số tiền mẫu",
      incomplete: "Chọn ngân hàng, nhập số tài khoản và chủ tài khoản để xem mã VietQR",
      reference: "Thanh toan don mau",
      scan: "Quét bằng ứng dụng ngân hàng để kiểm tra tên chủ tài khoản",
    },
    receipt: {
      title: "PHIẾU THANH TOÁN",
      taxCode: "MST",
      phone: "ĐT",
      sampleLine: "Gội đầu dưỡng sinh",
      total: "Tổng cộng",
      noCompany: "Tên công ty",
    },
    uploadLogo: "Chọn ảnh logo",
    removeLogo: "Xóa logo",
    logoSaved: "Đã cập nhật logo",
    logoRemoved: "Đã xóa logo",
    save: "Lưu thiết lập",
    saved: "Cập nhật thành công!",
    nothingChanged: "Chưa có thay đổi nào để lưu",
    readOnly: "Bạn chỉ có quyền xem thiết lập này",
    lastSaved: "Lưu lần cuối {{at}} bởi {{by}}",
    noBranches: "Chưa có dữ liệu",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AdminMessages = Shape<typeof adminVi>;
