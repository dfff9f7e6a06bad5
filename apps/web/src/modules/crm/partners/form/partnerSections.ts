/** The partner form's sections, general to notes: each form field of the definition in one of them. */
export const PARTNER_SECTIONS = [
  { key: "general", fields: ["ma_kh", "ten_kh", "gioi_tinh", "ngay_sinh"] },
  { key: "contact", fields: ["phone", "phone2", "email", "website"] },
  { key: "address", fields: ["dia_chi", "dia_ban"] },
  {
    key: "classification",
    fields: ["ma_nguon", "ma_chi_tiet_nguon", "ma_cap_do", "ma_nvbh", "vip", "vip_den_ngay", "tags", "status"],
  },
  { key: "notes", fields: ["ghi_chu"] },
] as const;

export type PartnerSection = (typeof PARTNER_SECTIONS)[number]["key"];
