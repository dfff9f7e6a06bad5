import { amountInWords, formatNumber } from "@sen/core";
import type { DocumentRecord } from "../documentApi";
import type { PrintFormName } from "../documentKind";
import { quantityText as quantity } from "../quantityText";
import { PrintFormTop, type PrintHeader, PrintSignatures } from "./PrintFormParts";
import { formDate, formTotal, PRINT_LAYOUTS } from "./printForms";

interface Props {
  doc: DocumentRecord;
  form: PrintFormName;
  header?: PrintHeader;
  /** The document's branch by name. */
  branch?: string;
}

const dots = "........................................";
const money = (value: unknown) =>
  value === null || value === undefined || value === "" ? "" : formatNumber(value as string, 0);
const warehouse = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" - ");

/**
 * Forms 01-VT (stock receipt) and 02-VT (stock issue) as Circular 200 lays them out, and the internal transfer
 * issue: unit and branch, form number, title, number and date, debit/credit, who handed over, the warehouses, the
 * lines with both quantity columns, price and amount, the total in figures and in words, the signatures.
 */
export function StockVoucherSheet({ doc, form, header, branch }: Props) {
  const layout = PRINT_LAYOUTS[form];
  const total = formTotal(doc, layout);
  return (
    <div className="document-print-sheet" data-testid="document-print-sheet">
      <PrintFormTop header={header} branch={branch || doc.ma_dvcs} formNo={layout.formNo} />
      <h1>{layout.title}</h1>
      <div className="print-center">
        <em>{formDate(doc.ngay_ct)}</em>
      </div>
      <div className="print-center">Số: {doc.so_ct}</div>
      <div className="print-accounts">
        <div>Nợ: ................</div>
        <div>Có: ................</div>
      </div>
      <div>
        - {layout.person}: {dots}
      </div>
      {layout.reason ? (
        <div>
          - {layout.reason}: {doc.dien_giai || dots}
        </div>
      ) : (
        <div>
          - Theo {doc.dien_giai || dots} số ....... ngày ... tháng ... năm ... của {dots}
        </div>
      )}
      <div>
        - {layout.warehouse}: {warehouse(doc.ma_kho, doc.ten_kho)} Địa điểm: {branch || doc.ma_dvcs}
      </div>
      {layout.receivingWarehouse && (
        <div>
          - {layout.receivingWarehouse}: {warehouse(doc.ma_kho_nhan, doc.ten_kho_nhan)}
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th rowSpan={2}>STT</th>
            <th rowSpan={2}>Tên, nhãn hiệu, quy cách, phẩm chất vật tư, dụng cụ, sản phẩm, hàng hóa</th>
            <th rowSpan={2}>Mã số</th>
            <th rowSpan={2}>Đơn vị tính</th>
            <th colSpan={2}>Số lượng</th>
            <th rowSpan={2}>Đơn giá</th>
            <th rowSpan={2}>Thành tiền</th>
          </tr>
          <tr>
            <th>{layout.quantities[0]}</th>
            <th>{layout.quantities[1]}</th>
          </tr>
          <tr>
            {["A", "B", "C", "D", "1", "2", "3", "4"].map((mark) => (
              <th key={mark}>{mark}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {doc.details.map((line, index) => (
            <tr key={`${line.line ?? index}`}>
              <td className="print-center">{index + 1}</td>
              <td>{line.ten_vt ?? line.ma_vt}</td>
              <td>{line.ma_vt}</td>
              <td>{line.ten_dvt ?? line.ma_dvt}</td>
              <td className="num">{quantity(line.so_luong)}</td>
              <td className="num">{quantity(line.so_luong)}</td>
              <td className="num">{money(layout.priceOf(line))}</td>
              <td className="num">{money(layout.amountOf(line))}</td>
            </tr>
          ))}
          <tr>
            <td />
            <td className="print-center">
              <strong>Cộng</strong>
            </td>
            <td />
            <td />
            <td />
            <td />
            <td />
            <td className="num">
              <strong data-testid="print-total">{formatNumber(total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <div>
        - Tổng số tiền (viết bằng chữ): <em data-testid="print-words">{amountInWords(total)}</em>
      </div>
      <div>- Số chứng từ gốc kèm theo: ................</div>
      <div className="print-accounts">
        <em>{formDate(doc.ngay_ct)}</em>
      </div>
      <PrintSignatures signatures={layout.signatures} />
    </div>
  );
}
