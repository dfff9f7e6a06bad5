import { useTranslation } from "react-i18next";
import { type PrintHeader, ShopSheet } from "@/platform/document";
import { PrintedLines } from "../PrintedLines";
import { customerOf, paidBy } from "../salesParts";
import type { ServiceBillRecord } from "./servicesApi";

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" - ");

/**
 * A service bill on A4 for the customer to keep: the shop, number and date, customer and salesperson, the lines with
 * the sessions a unit sells, price, discount and amount, the totals, how it was paid and what is owed, the total in
 * words, the signatures.
 */
export function ServiceBillSheet({
  doc,
  header,
  branch,
}: {
  doc: ServiceBillRecord;
  header?: PrintHeader;
  branch?: string;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`services.print.${key}`);
  const total = Number(doc.tong_thanh_toan ?? 0);
  const rows: [string, unknown][] = [
    [p("goods"), doc.tong_tien],
    ...(Number(doc.tong_ck ?? 0) > 0 ? [[p("discount"), doc.tong_ck] as [string, unknown]] : []),
    [p("vat"), doc.tong_thue],
    [p("total"), total],
    ...(Number(doc.con_no ?? 0) > 0 ? [[p("owing"), doc.con_no] as [string, unknown]] : []),
  ];
  return (
    <ShopSheet doc={doc} header={header} branch={branch} texts="services.print" amount={total}>
      <div>
        - {p("customer")}: {customerOf(doc)}
      </div>
      {doc.ma_nvbh && (
        <div>
          - {p("salesperson")}: {codeAndName(doc.ma_nvbh, doc.ten_nvbh)}
        </div>
      )}
      {doc.dien_giai && (
        <div>
          - {p("description")}: {doc.dien_giai}
        </div>
      )}
      <PrintedLines
        lines={doc.details}
        totals={rows}
        p={p}
        extra={[[p("sessions"), (line) => (Number(line.so_buoi ?? 1) > 1 ? line.so_buoi : "")]]}
      />
      {paidBy(doc) && (
        <div>
          - {p("payments")}: {paidBy(doc)}
        </div>
      )}
    </ShopSheet>
  );
}
