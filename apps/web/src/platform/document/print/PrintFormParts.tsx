import { amountInWords, formatDate } from "@sen/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FORM_REGULATION } from "./printForms";

/** What the top of every printed form carries (`GET admin/settings/print-header`). */
export interface PrintHeader {
  ten_cong_ty: string;
  dia_chi: string;
  ma_so_thue?: string;
}

const dots = "........................................";

/** A statutory form's top: the unit, its part (the branch) and address on the left, the form's number on the right. */
export function PrintFormTop({ header, branch, formNo }: { header?: PrintHeader; branch: string; formNo: string }) {
  return (
    <div className="print-top">
      <div>
        <div>
          <strong>Đơn vị:</strong> {header?.ten_cong_ty || dots}
        </div>
        <div>
          <strong>Bộ phận:</strong> {branch}
        </div>
        {header?.dia_chi && <div>Địa chỉ: {header.dia_chi}</div>}
      </div>
      <div className="print-form-no">
        <strong>{formNo}</strong>
        <div>{FORM_REGULATION}</div>
      </div>
    </div>
  );
}

/**
 * A sheet the customer keeps (an order, a top-up receipt), on A4: the shop, the branch and its address on the left,
 * the number and the date on the right, the title, what the sheet says, the amount in words and the signatures of the
 * customer and of who made it. Its words are the kind's under `texts` (`number`, `date`, `title`, `words`, `buyer`,
 * `maker`, `sign`).
 */
export function ShopSheet({
  doc,
  header,
  branch,
  texts,
  amount,
  children,
}: {
  doc: { so_ct: string; ngay_ct: string; ma_dvcs: string };
  header?: PrintHeader;
  branch?: string;
  /** Where the sheet's words are, e.g. "saleOrders.print". */
  texts: string;
  /** What the sheet writes out in words. */
  amount: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`${texts}.${key}`);
  return (
    <div className="document-print-sheet" style={{ width: "100%" }} data-testid="document-print-sheet">
      <div className="print-top">
        <div>
          <strong>{header?.ten_cong_ty}</strong>
          <div>{branch || doc.ma_dvcs}</div>
          {header?.dia_chi && <div>{header.dia_chi}</div>}
        </div>
        <div className="print-center">
          <div>
            {p("number")}: <strong>{doc.so_ct}</strong>
          </div>
          <div>{t(`${texts}.date`, { date: formatDate(doc.ngay_ct) })}</div>
        </div>
      </div>
      <h1>{p("title")}</h1>
      {children}
      <div>
        - {p("words")}: <em data-testid="print-words">{amountInWords(amount)}</em>
      </div>
      <PrintSignatures
        signatures={[
          { title: p("buyer"), note: p("sign") },
          { title: p("maker"), note: p("sign") },
        ]}
      />
    </div>
  );
}

/** The signatures at a form's foot, each title with its note ("(Ký, họ tên)") below. */
export function PrintSignatures({ signatures }: { signatures: readonly { title: string; note?: string }[] }) {
  return (
    <div className="print-signatures">
      {signatures.map((signature) => (
        <div key={signature.title}>
          <strong>{signature.title}</strong>
          {signature.note && <small>{signature.note}</small>}
        </div>
      ))}
    </div>
  );
}
