import { formatNumber } from "@sen/core";
import { useTranslation } from "react-i18next";
import { type PrintHeader, ShopSheet } from "@/platform/document";
import { customerOf, paidBy } from "../salesParts";
import type { NoNameRecord } from "./noNameApi";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/**
 * A sale of no-name cards on A4 for the buyer to keep: the shop, number and date, the buyer when named, each run of
 * cards with its face value, price and amount, the discount, what was paid and how, the amount in words, signatures.
 */
export function SaleSheet({ doc, header, branch }: { doc: NoNameRecord; header?: PrintHeader; branch?: string }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`noName.print.${key}`);
  const buyer = customerOf(doc);
  const totals: [string, unknown][] = [
    [p("total"), doc.tong_tien],
    ...(Number(doc.tong_ck ?? 0) > 0 ? [[p("discount"), doc.tong_ck] as [string, unknown]] : []),
    [p("due"), doc.tong_thanh_toan],
  ];
  return (
    <ShopSheet doc={doc} header={header} branch={branch} texts="noName.print" amount={Number(doc.tong_thanh_toan ?? 0)}>
      {(buyer || doc.dien_giai) && (
        <div>
          {buyer && (
            <div>
              - {p("customer")}: <strong>{buyer}</strong>
            </div>
          )}
          {doc.dien_giai && (
            <div>
              - {p("description")}: {doc.dien_giai}
            </div>
          )}
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th>{p("cards")}</th>
            <th className="num">{p("quantity")}</th>
            <th className="num">{p("face")}</th>
            <th className="num">{p("price")}</th>
            <th className="num">{p("amount")}</th>
          </tr>
        </thead>
        <tbody>
          {doc.details.map((l) => (
            <tr key={l.line ?? l.tu_seri}>
              <td>
                {l.ten_loai || l.ma_loai}: {l.tu_seri}
                {l.den_seri !== l.tu_seri ? ` – ${l.den_seri}` : ""}
              </td>
              <td className="num">{money(l.so_luong)}</td>
              <td className="num">{money(l.menh_gia)}</td>
              <td className="num">{money(l.gia)}</td>
              <td className="num">{money(l.tien)}</td>
            </tr>
          ))}
          {totals.map(([label, value]) => (
            <tr key={label}>
              <td colSpan={4}>{label}</td>
              <td className="num">
                <strong>{money(value)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        - {p("payments")}: {paidBy(doc)}
        {Number(doc.tien_thoi ?? 0) > 0 ? ` (${p("change")} ${money(doc.tien_thoi)})` : ""}
      </div>
    </ShopSheet>
  );
}
