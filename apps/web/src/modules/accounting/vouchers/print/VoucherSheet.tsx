import { amountInWords, formatNumber } from "@sen/core";
import { formDate, PrintFormTop, type PrintHeader, PrintSignatures } from "@/platform/document";
import type { CashVoucherKind, VoucherFormName } from "../voucherKinds";
import type { CashVoucherRecord, GeneralVoucherRecord } from "../voucherRecords";
import { BOOK_CURRENCY } from "../voucherValues";
import { VOUCHER_FORM_LAYOUTS, voucherAccounts } from "./voucherForms";
import "./voucherPrint.css";

interface SheetProps<R> {
  doc: R;
  header?: PrintHeader;
  branch?: string;
}

const dots = "..................................................";
const money = (value: unknown, decimals = 0) =>
  value === null || value === undefined || value === "" ? "" : formatNumber(value as string, decimals);

/** The form's title block: title, date and number on the left half, the book's number and accounts at the right. */
function Heading({
  form,
  doc,
  accounts,
}: {
  form: VoucherFormName;
  doc: { ngay_ct: string; so_ct: string };
  accounts?: { debit: string; credit: string };
}) {
  const layout = VOUCHER_FORM_LAYOUTS[form];
  return (
    <div className="voucher-heading">
      <div />
      <div className="print-center">
        <h1>{layout.title}</h1>
        <em>{formDate(doc.ngay_ct)}</em>
      </div>
      <div className="voucher-numbers">
        <div>Quyển số: ........</div>
        <div data-testid="print-number">Số: {doc.so_ct}</div>
        {accounts && <div data-testid="print-debit">Nợ: {accounts.debit}</div>}
        {accounts && <div data-testid="print-credit">Có: {accounts.credit}</div>}
      </div>
    </div>
  );
}

/**
 * Forms 01-TT (phiếu thu) and 02-TT (phiếu chi) as the regulation lays them out, and the bank advices in the same
 * shape, on A5: the unit, title, date, number, the accounts debited and credited, who paid or was paid, the reason,
 * the amount in figures and in words (in the voucher's currency, with the rate and the đồng for a foreign one),
 * the originals attached, the signatures and the cashier's "Đã nhận đủ số tiền".
 */
export function cashVoucherSheet(kind: CashVoucherKind) {
  const layout = VOUCHER_FORM_LAYOUTS[kind.print];
  return function CashVoucherSheet({ doc, header, branch }: SheetProps<CashVoucherRecord>) {
    const foreign = Boolean(doc.ma_nt && doc.ma_nt !== BOOK_CURRENCY);
    const total = Number(doc.tong_thanh_toan ?? doc.tong_tien ?? 0);
    const words = doc.bang_chu || amountInWords(total);
    return (
      <div className="document-print-sheet voucher-sheet" data-testid="document-print-sheet">
        <PrintFormTop header={header} branch={branch || doc.ma_dvcs} formNo={layout.formNo} />
        <Heading form={kind.print} doc={doc} accounts={voucherAccounts(doc, kind.way)} />
        <div>
          {layout.person}: <strong>{doc.ong_ba || doc.ten_kh || dots}</strong>
        </div>
        <div>Địa chỉ: {doc.dia_chi || dots}</div>
        <div>
          {layout.reason}: {doc.dien_giai || dots}
        </div>
        <div>
          Số tiền:{" "}
          <strong data-testid="print-total">
            {foreign ? `${money(doc.tong_tien_nt, 2)} ${doc.ma_nt}` : `${formatNumber(total)} đồng`}
          </strong>{" "}
          (Viết bằng chữ): <em data-testid="print-words">{words}</em>
        </div>
        <div>Kèm theo: {doc.chung_tu_goc || "........"} Chứng từ gốc.</div>
        <div className="print-accounts">
          <em>{formDate(doc.ngay_ct)}</em>
        </div>
        <PrintSignatures signatures={layout.signatures} />
        {layout.received && <div>Đã nhận đủ số tiền (viết bằng chữ): {dots}</div>}
        {foreign && (
          <>
            <div>+ Tỷ giá ngoại tệ (vàng bạc, đá quý): {money(doc.ty_gia, 4)}</div>
            <div>+ Số tiền quy đổi: {formatNumber(total)} đồng</div>
          </>
        )}
      </div>
    );
  };
}

/** A general voucher (phiếu kế toán) on A5: its lines with account, partner, debit and credit, the total in words. */
export function GeneralVoucherSheet({ doc, header, branch }: SheetProps<GeneralVoucherRecord>) {
  const layout = VOUCHER_FORM_LAYOUTS.general;
  const total = Number(doc.tong_thanh_toan ?? doc.tong_tien ?? 0);
  return (
    <div className="document-print-sheet voucher-sheet" data-testid="document-print-sheet">
      <PrintFormTop header={header} branch={branch || doc.ma_dvcs} formNo={layout.formNo} />
      <Heading form="general" doc={doc} />
      <div>
        {layout.reason}: {doc.dien_giai || dots}
      </div>
      <table>
        <thead>
          <tr>
            <th>STT</th>
            <th>Diễn giải</th>
            <th>Tài khoản</th>
            <th>Đối tượng</th>
            <th>Phát sinh Nợ</th>
            <th>Phát sinh Có</th>
          </tr>
        </thead>
        <tbody>
          {doc.details.map((line, index) => (
            <tr key={`${line.line ?? index}`}>
              <td className="print-center">{index + 1}</td>
              <td>{line.dien_giai || doc.dien_giai}</td>
              <td className="print-center">{line.tk}</td>
              <td>{[line.ma_kh, line.ten_kh].filter(Boolean).join(" - ")}</td>
              <td className="num">{Number(line.ps_no) ? money(line.ps_no) : ""}</td>
              <td className="num">{Number(line.ps_co) ? money(line.ps_co) : ""}</td>
            </tr>
          ))}
          <tr>
            <td />
            <td className="print-center">
              <strong>Cộng</strong>
            </td>
            <td />
            <td />
            <td className="num">
              <strong data-testid="print-total">{formatNumber(total)}</strong>
            </td>
            <td className="num">
              <strong>{formatNumber(total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <div>
        Số tiền bằng chữ: <em data-testid="print-words">{doc.bang_chu || amountInWords(total)}</em>
      </div>
      <div className="print-accounts">
        <em>{formDate(doc.ngay_ct)}</em>
      </div>
      <PrintSignatures signatures={layout.signatures} />
    </div>
  );
}
