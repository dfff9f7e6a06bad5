import { formatNumber, partnerEntity, type ReferenceField } from "@sen/core";
import { Descriptions, Form } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DocumentKind, type DocumentParts, type DocumentRecord, goodsParts } from "@/platform/document";
import type { DocumentFormValues } from "@/platform/document/formValues";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { paymentName } from "./cashier/cart";

/** A payment of a sales document: what a bill was paid with, what a return paid back. */
export interface SalesPayment {
  ma_httt: string;
  ten_httt: string;
  tien: number;
  ma_loai_the?: string | null;
  ma_gd?: string | null;
  /** The prepaid card paid with (or paid back onto). */
  ma_the?: string | null;
  /** The no-name card paid with (or paid back onto). */
  so_seri?: string | null;
}

/** A sales document (a bill, a return) as the server answers it: a goods document with its customer and payments. */
export interface SalesRecord extends DocumentRecord {
  ma_kh?: string | null;
  ten_kh?: string | null;
  payments?: SalesPayment[];
  tien_thoi?: number;
  con_no?: number;
  /** A bill made from a sales order: the order, and its deposit taken off what was paid. */
  stt_rec_dh?: string | null;
  so_ct_dh?: string | null;
  tien_coc?: number | string | null;
}

export type SalesValues = DocumentFormValues &
  Pick<
    SalesRecord,
    | "ma_kh"
    | "ten_kh"
    | "payments"
    | "tien_thoi"
    | "con_no"
    | "tong_thanh_toan"
    | "stt_rec_dh"
    | "so_ct_dh"
    | "tien_coc"
  >;

/** The customer of a sales document (or a list's filter): a partner of the CRM, searched on the server. */
export const CUSTOMER: ReferenceField = {
  name: "ma_kh",
  kind: "reference",
  label: { vi: "Khách hàng", en: "Customer" },
  entity: partnerEntity.name,
  valueField: "ma_kh",
  labelField: "ten_kh",
};

/** The customer input of a sales document's header (`ma_kh`, named by the `ten_kh` the document keeps). */
export function CustomerItem({
  label,
  placeholder,
  required,
  testId,
}: {
  label: string;
  placeholder?: string;
  required?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const name = Form.useWatch("ten_kh", { preserve: true }) as string | undefined;
  const rules = required ? [{ required: true, message: t("document.required", { field: label.toLowerCase() }) }] : [];
  return (
    <Form.Item name="ma_kh" label={label} rules={rules}>
      <RemoteReferenceSelect
        field={CUSTOMER}
        target={partnerEntity}
        copiedName={name}
        allowClear
        placeholder={placeholder}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A list's filter by customer (`ma_kh`), searched on the server; `label` names it. */
export function CustomerFilter({
  values,
  setFilter,
  label,
}: {
  values: Record<string, string>;
  setFilter: (key: string, value?: string) => void;
  label: string;
}) {
  return (
    <RemoteReferenceSelect
      field={CUSTOMER}
      target={partnerEntity}
      value={values.ma_kh}
      onChange={(value) => setFilter("ma_kh", value || undefined)}
      allowClear
      placeholder={label}
      aria-label={label}
      style={{ width: 260 }}
      data-testid="filter-customer"
    />
  );
}

/** A sales order's number (or `label` where the number is not known), opening the order. */
export function OrderLink({ id, number, label }: { id?: string | null; number?: string | null; label?: string }) {
  return id ? (
    <Link to={`/sales/sale-orders/${id}`} data-testid="sales-order-link">
      {number || label}
    </Link>
  ) : null;
}

export const customerOf = (r: Pick<SalesRecord, "ma_kh" | "ten_kh">) => [r.ma_kh, r.ten_kh].filter(Boolean).join(" · ");
export const paidBy = (r: Pick<SalesRecord, "payments">) =>
  (r.payments ?? []).map((p) => `${paymentName(p)} ${formatNumber(p.tien)}`).join(", ");

/** What a kind's money panel and list columns say (translation keys), and the panel's test id. */
export interface SalesTexts {
  customer: string;
  walkIn: string;
  payments: string;
  /** The cash given back (a bill's); a return has none. */
  change?: string;
  /** What is left on the customer's account (131): owed on a bill, credited on a return. */
  owing: string;
  /** The total with VAT, when the panel shows it (what a return comes to). */
  total?: string;
  /** The sales order a bill delivered and the deposit it took off, when the bill was made from one. */
  order?: string;
  deposit?: string;
  testId: string;
}

/** The customer, the payments, the change and what is left on the account, under the lines (read, never typed). */
function SalesMoney({ texts }: { texts: SalesTexts }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as SalesValues | undefined;
  if (!values) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }} data-testid={texts.testId}>
      <Descriptions.Item label={t(texts.customer)}>{customerOf(values) || t(texts.walkIn)}</Descriptions.Item>
      {texts.total && (
        <Descriptions.Item label={t(texts.total)}>{formatNumber(values.tong_thanh_toan ?? 0)}</Descriptions.Item>
      )}
      {texts.order && values.stt_rec_dh && (
        <Descriptions.Item label={t(texts.order)}>
          <OrderLink id={values.stt_rec_dh} number={values.so_ct_dh} label={t("document.actions.view")} />
        </Descriptions.Item>
      )}
      {texts.deposit && Number(values.tien_coc ?? 0) > 0 && (
        <Descriptions.Item label={t(texts.deposit)}>
          <span data-testid="sales-deposit">{formatNumber(values.tien_coc ?? 0)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t(texts.payments)}>{paidBy(values) || "—"}</Descriptions.Item>
      {texts.change && (
        <Descriptions.Item label={t(texts.change)}>{formatNumber(values.tien_thoi ?? 0)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t(texts.owing)}>{formatNumber(values.con_no ?? 0)}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The goods document's parts with a sales document's customer and payments: under the lines in the view, and as
 * columns of the list.
 */
export function salesParts(kind: DocumentKind, texts: SalesTexts): DocumentParts<SalesRecord, SalesValues> {
  const goods = goodsParts(kind);
  return {
    ...goods,
    form: {
      ...goods.form,
      Lines: (props) => (
        <>
          <goods.form.Lines {...props} />
          <SalesMoney texts={texts} />
        </>
      ),
      toValues: (doc) => ({
        ...goods.form.toValues(doc),
        ma_kh: doc.ma_kh,
        ten_kh: doc.ten_kh,
        payments: doc.payments,
        tien_thoi: doc.tien_thoi,
        con_no: doc.con_no,
        tong_thanh_toan: doc.tong_thanh_toan,
        stt_rec_dh: doc.stt_rec_dh,
        so_ct_dh: doc.so_ct_dh,
        tien_coc: doc.tien_coc,
      }),
    },
    list: {
      ...goods.list,
      columns: (t) => [
        ...goods.list.columns(t),
        {
          key: "ma_kh",
          title: t(texts.customer),
          width: 200,
          ellipsis: true,
          render: (r: SalesRecord) => customerOf(r) || t(texts.walkIn),
          exportValue: (r: SalesRecord) => customerOf(r),
        },
        {
          key: "payments",
          title: t(texts.payments),
          width: 220,
          ellipsis: true,
          render: (r: SalesRecord) => paidBy(r),
          exportValue: (r: SalesRecord) => paidBy(r),
        },
      ],
    },
  };
}
