import { useTranslation } from "react-i18next";
import type { Cart } from "./cart";
import type { BillAnswer } from "./cashierApi";
import { lineDiscount } from "./lineDiscount";
import { useGoldenHours } from "./useGoldenHours";
import { usePromotionNames } from "./usePromotionNames";

/**
 * The cart's lines as the counter shows them, priced by the server's quote (or the browser's, offline): each with
 * its price, amount, the golden hour pricing it, the promotion and the discount it took; then the items the
 * promotions give, after the lines the cashier rang up; and how a promotion is named.
 */
export function usePricedRows(cart: Cart, priced: Pick<BillAnswer, "details" | "ma_ctkm"> | undefined) {
  const { t } = useTranslation();
  const promotionName = usePromotionNames(Boolean(priced?.ma_ctkm || priced?.details.some((l) => l.ma_ctkm)));
  const golden = useGoldenHours(cart.lines.map((l) => l.ma_vt));
  const rows = cart.lines.map((line, i) => {
    const server = priced?.details[i];
    const gia = line.gia_tay ?? server?.gia ?? line.gia;
    const promotion =
      server?.ma_ctkm && server.ck > 0 ? { name: promotionName(server.ma_ctkm), ck: server.ck } : undefined;
    return {
      ...line,
      key: i,
      gia,
      tien: server?.tien ?? gia * line.so_luong,
      promotion,
      discount: lineDiscount(t, server),
      golden: line.gia_tay === undefined ? golden.get(line.ma_vt)?.ten_gio_vang : undefined,
    };
  });
  const gifts = priced?.details.slice(cart.lines.length).filter((l) => l.km) ?? [];
  return { rows, gifts, promotionName };
}
