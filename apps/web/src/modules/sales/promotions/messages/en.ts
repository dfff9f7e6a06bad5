import type { promotionsVi } from "./vi";

/** English texts of the promotion rules' screens. */
export const promotionsEn: typeof promotionsVi = {
  program: "Promotion program",
  programPlaceholder: "Choose a promotion program",
  days: "{{from}} – {{to}}",
  openEnded: "From {{from}}, open-ended",
  everyBranch: "every branch",
  onlyBranch: "branch {{branch}} only",
  branch: "Branch of the document",
  linesTitle: "Promotion rules",
  hint: {
    products:
      "From the quantity bought (base unit) up: a percent off the line, or the quantity given of the item given each time the quantity is bought. A rule applies at the counter only once approved.",
    revenue:
      "A bill (VAT included) from the amount up: an amount or a percent off its goods before VAT, shared over the lines, or an item given. A rule applies at the counter only once approved.",
  },
  lines: {
    ma_vt: "Item bought",
    sl_tu: "From (qty)",
    tu_tien: "Bill from (₫)",
    tien_ck: "Off (₫)",
    ck_phan_tram: "Discount (%)",
    ma_vt_tang: "Item given",
    sl_tang: "Quantity given",
    empty: "No rule yet",
    noGift: "No gift",
  },
  confirmCancel: "Cancel {{so_ct}}? Its rules stop applying at the counter; the document keeps its number.",
};
