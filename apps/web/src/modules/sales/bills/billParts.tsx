import { formatNumber } from "@sen/core";
import { Descriptions, Form } from "antd";
import { useTranslation } from "react-i18next";
import { type DocumentParts, type DocumentRecord, goodsParts } from "@/platform/document";
import type { DocumentFormValues } from "@/platform/document/formValues";
import { billKind } from "./billKind";

/** A bill as `GET sales/retail-orders/{id}` answers it: a goods document with its customer and payments. */
export interface BillRecord extends DocumentRecord {
  ma_kh?: string | null;
  ten_kh?: string | null;
  payments?: { ma_httt: string; ten_httt: string; tien: number; ma_loai_the?: string | null; ma_gd?: string | null }[];
  tien_thoi?: number;
  con_no?: number;
}

type BillValues = DocumentFormValues & Pick<BillRecord, "ma_kh" | "ten_kh" | "payments" | "tien_thoi" | "con_no">;

const customerOf = (r: Pick<BillRecord, "ma_kh" | "ten_kh">) => [r.ma_kh, r.ten_kh].filter(Boolean).join(" · ");
const paidBy = (r: Pick<BillRecord, "payments">) =>
  (r.payments ?? []).map((p) => `${p.ten_httt} ${formatNumber(p.tien)}`).join(", ");

/** The customer, the payments, the change and what is owed, under the lines (read from the bill, never typed). */
function BillPayments() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as BillValues | undefined;
  if (!values) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }} data-testid="bill-payments">
      <Descriptions.Item label={t("bills.customer")}>{customerOf(values) || t("bills.walkIn")}</Descriptions.Item>
      <Descriptions.Item label={t("bills.payments")}>{paidBy(values) || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("bills.change")}>{formatNumber(values.tien_thoi ?? 0)}</Descriptions.Item>
      <Descriptions.Item label={t("bills.owing")}>{formatNumber(values.con_no ?? 0)}</Descriptions.Item>
    </Descriptions>
  );
}

const goods = goodsParts(billKind);

/** The goods document's parts, with the bill's customer and payments in the view and in the list. */
export const billParts: DocumentParts<BillRecord, BillValues> = {
  ...goods,
  form: {
    ...goods.form,
    Lines: (props) => (
      <>
        <goods.form.Lines {...props} />
        <BillPayments />
      </>
    ),
    toValues: (doc) => ({
      ...goods.form.toValues(doc),
      ma_kh: doc.ma_kh,
      ten_kh: doc.ten_kh,
      payments: doc.payments,
      tien_thoi: doc.tien_thoi,
      con_no: doc.con_no,
    }),
  },
  list: {
    ...goods.list,
    columns: (t) => [
      ...goods.list.columns(t),
      {
        key: "ma_kh",
        title: t("bills.customer"),
        width: 200,
        ellipsis: true,
        render: (r: BillRecord) => customerOf(r) || t("bills.walkIn"),
        exportValue: (r: BillRecord) => customerOf(r),
      },
      {
        key: "payments",
        title: t("bills.payments"),
        width: 220,
        ellipsis: true,
        render: (r: BillRecord) => paidBy(r),
        exportValue: (r: BillRecord) => paidBy(r),
      },
    ],
  },
};
