import { useTranslation } from "react-i18next";
import { type DocumentParts, type DocumentRecord, goodsParts } from "@/platform/document";
import { DocumentHeader } from "@/platform/document/DocumentHeader";
import type { DocumentFormValues } from "@/platform/document/formValues";
import { CustomerItem, customerOf } from "../salesParts";
import { giftKind } from "./giftKind";

type GiftRecord = DocumentRecord & { ma_kh?: string | null; ten_kh?: string | null };
type GiftValues = DocumentFormValues & Pick<GiftRecord, "ma_kh" | "ten_kh">;

function GiftHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const customer = (
    <CustomerItem label={t("gifts.customer")} placeholder={t("gifts.noCustomer")} testId="gift-customer" />
  );
  return <DocumentHeader kind={giftKind} number={number} extra={customer} />;
}

const goods = goodsParts(giftKind);

/** A delivery's parts with the customer given the gifts: in the header, and as a column of the list. */
export const giftParts: DocumentParts<GiftRecord, GiftValues> = {
  ...goods,
  form: {
    ...goods.form,
    Header: GiftHeader,
    toValues: (doc) => ({ ...goods.form.toValues(doc), ma_kh: doc.ma_kh, ten_kh: doc.ten_kh }),
    toInput: (values, status) => ({ ...goods.form.toInput(values, status), ma_kh: values.ma_kh ?? null }),
    errorFields: { ...goods.form.errorFields, header: [...goods.form.errorFields.header, "ma_kh"] },
  },
  list: {
    ...goods.list,
    columns: (t) => [
      ...goods.list.columns(t),
      {
        key: "ma_kh",
        title: t("gifts.customer"),
        width: 220,
        ellipsis: true,
        render: (r: GiftRecord) => customerOf(r) || t("gifts.noCustomer"),
        exportValue: (r: GiftRecord) => customerOf(r),
      },
    ],
  },
};
