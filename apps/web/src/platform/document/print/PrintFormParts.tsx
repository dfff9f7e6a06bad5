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
