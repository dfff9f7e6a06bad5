import { formatDate } from "@sen/core";
import { useTranslation } from "react-i18next";
import { type PrintHeader, ShopSheet } from "@/platform/document";
import { PrintedLines } from "../PrintedLines";
import { customerOf, paidBy } from "../salesParts";
import type { SaleOrderRecord } from "./saleOrdersApi";

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" - ");

/**
 * A sales order on A4 for the customer to keep: the shop, number and date, customer, warehouse and expected delivery,
 * the lines with price, discount and amount, the totals, the deposit taken and what is left to pay on delivery, the
 * total in words, the signatures.
 */
export function SaleOrderSheet({
  doc,
  header,
  branch,
}: {
  doc: SaleOrderRecord;
  header?: PrintHeader;
  branch?: string;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`saleOrders.print.${key}`);
  const total = Number(doc.tong_thanh_toan ?? 0);
  const deposit = Number(doc.tien_coc ?? 0);
  const rows: [string, unknown][] = [
    [p("goods"), doc.tong_tien],
    ...(Number(doc.tong_ck ?? 0) > 0 ? [[p("discount"), doc.tong_ck] as [string, unknown]] : []),
    [p("vat"), doc.tong_thue],
    [p("total"), total],
    [p("deposit"), deposit],
    [p("toPay"), Math.max(0, total - deposit)],
  ];
  return (
    <ShopSheet doc={doc} header={header} branch={branch} texts="saleOrders.print" amount={total}>
      <div>
        - {p("customer")}: {customerOf(doc)}
      </div>
      <div>
        - {p("warehouse")}: {codeAndName(doc.ma_kho, doc.ten_kho)}
      </div>
      {doc.ngay_giao && (
        <div>
          - {p("expectedDate")}: {formatDate(doc.ngay_giao)}
        </div>
      )}
      {doc.dien_giai && (
        <div>
          - {p("description")}: {doc.dien_giai}
        </div>
      )}
      <PrintedLines lines={doc.details} totals={rows} p={p} />
      {paidBy(doc) && (
        <div>
          - {p("deposit")}: {paidBy(doc)}
        </div>
      )}
    </ShopSheet>
  );
}
