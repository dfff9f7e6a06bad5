/** The texts of the shop settings and the most characters each takes (a printed form has room for so much). */
export const SHOP_TEXT_MAX = {
  ten_cong_ty: 200,
  ma_so_thue: 14,
  dia_chi: 300,
  dien_thoai: 20,
  email: 100,
  ma_ngan_hang: 6,
  so_tai_khoan: 19,
  chu_tai_khoan: 100,
  chan_phieu: 500,
} as const;

export type ShopTextField = keyof typeof SHOP_TEXT_MAX;

export const SHOP_TEXT_FIELDS = Object.keys(SHOP_TEXT_MAX) as ShopTextField[];

/** An account number as NAPAS carries it in a VietQR code: 1 to 19 letters or digits. */
export const BANK_ACCOUNT = /^[A-Za-z0-9]{1,19}$/;
