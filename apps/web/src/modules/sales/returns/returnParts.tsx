import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentParts } from "@/platform/document";
import { DocumentHeader } from "@/platform/document/DocumentHeader";
import { type SalesRecord, type SalesValues, salesParts } from "../salesParts";
import { returnKind } from "./returnKind";

/** A return as `GET sales/returns/{id}` answers it: a sales document naming the bill its goods came back from. */
export interface ReturnRecord extends SalesRecord {
  stt_rec_hd?: string;
  so_ct_hd?: string;
}

type ReturnValues = SalesValues & Pick<ReturnRecord, "stt_rec_hd" | "so_ct_hd">;

/** The bill's number, opening the bill. */
export function BillLink({ id, number }: { id?: string; number?: string }) {
  return id ? (
    <Link to={`/sales/retail-orders/${id}`} data-testid="return-bill">
      {number}
    </Link>
  ) : null;
}

/** The bill a saved return took its goods back from, in its header. */
function BillField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const id = Form.useWatch("stt_rec_hd", { form, preserve: true }) as string | undefined;
  const number = Form.useWatch("so_ct_hd", { form, preserve: true }) as string | undefined;
  return (
    <Form.Item label={t("returns.bill")}>
      <BillLink id={id} number={number} />
    </Form.Item>
  );
}

const sales = salesParts(returnKind, {
  customer: "returns.customer",
  walkIn: "returns.walkIn",
  payments: "returns.refunds",
  owing: "returns.credited",
  total: "returns.total",
  testId: "return-refunds",
});

/**
 * A return's parts: a sales document's, with its bill in the header and in the list. A draft (made through the API)
 * is edited as a goods document of its bill, sent with its bill and refunds.
 */
export const returnParts: DocumentParts<ReturnRecord, ReturnValues> = {
  ...sales,
  form: {
    ...sales.form,
    Header: ({ number }) => <DocumentHeader kind={returnKind} number={number} extra={<BillField />} />,
    toValues: (doc) => ({ ...sales.form.toValues(doc), stt_rec_hd: doc.stt_rec_hd, so_ct_hd: doc.so_ct_hd }),
    toInput: (values, status) => ({
      ...sales.form.toInput(values, status),
      stt_rec_hd: values.stt_rec_hd,
      payments: (values.payments ?? []).map(({ ma_httt, tien, ma_loai_the, ma_gd }) => ({
        ma_httt,
        tien,
        ma_loai_the,
        ma_gd,
      })),
    }),
  },
  list: {
    ...sales.list,
    columns: (t) => [
      {
        key: "so_ct_hd",
        title: t("returns.bill"),
        role: "code",
        width: 130,
        render: (r: ReturnRecord) => <BillLink id={r.stt_rec_hd} number={r.so_ct_hd} />,
        exportValue: (r: ReturnRecord) => r.so_ct_hd ?? "",
      },
      ...sales.list.columns(t),
    ],
  },
};
