import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { type DocumentParts, goodsParts } from "@/platform/document";
import { CustomerFilter, customerOf, paidBy } from "../salesParts";
import { ServiceBillSheet } from "./ServiceBillSheet";
import { ServiceHeader } from "./ServiceHeader";
import { ServiceLinesEditor } from "./ServiceLinesEditor";
import { ServiceLinesView } from "./ServiceLinesView";
import { newServiceValues, type ServiceBillValues, serviceInput, serviceValues } from "./serviceDraft";
import { serviceGoods } from "./serviceKind";
import type { ServiceBillRecord } from "./servicesApi";
import { serviceTypingNow } from "./useServiceTyping";

const goods = goodsParts(serviceGoods);

/**
 * A service bill's parts: the customer and salesperson in the header; lines priced by the server with the sessions a
 * unit sells and the payments under them, or, once saved, the bill's money and the packages it opened; in the list its
 * warehouse, customer, payments and total, filtered by warehouse and customer; its own printed sheet.
 */
export const serviceParts: DocumentParts<ServiceBillRecord, ServiceBillValues> = {
  form: {
    Header: ServiceHeader,
    linesTitle: "services.linesTitle",
    Lines: ({ form, editing }) => (editing ? <ServiceLinesEditor form={form} /> : <ServiceLinesView form={form} />),
    initial: () => newServiceValues(dayjs()),
    toValues: serviceValues,
    toInput: (values, status) => serviceInput(values, serviceTypingNow(), status),
    errorFields: {
      header: ["ngay_ct", "ma_kho", "ma_kh", "ma_nvbh", "dien_giai"],
      lineColumns: ["ma_vt", "ma_dvt", "so_luong", "gia", "ck"],
    },
  },
  list: {
    ...goods.list,
    columns: (t) => [
      ...goods.list.columns(t),
      {
        key: "ma_kh",
        title: t("services.customer"),
        width: 220,
        ellipsis: true,
        render: (r: ServiceBillRecord) => customerOf(r) || t("services.walkIn"),
        exportValue: (r: ServiceBillRecord) => customerOf(r),
      },
    ],
    totalTitle: null,
    afterTotal: (t) => [
      {
        key: "tong_thanh_toan",
        title: t("services.columns.total"),
        kind: "number",
        decimals: 0,
        sortable: true,
        width: 140,
      },
      {
        key: "payments",
        title: t("services.columns.payments"),
        width: 200,
        ellipsis: true,
        render: (r: ServiceBillRecord) => paidBy(r),
        exportValue: (r: ServiceBillRecord) => paidBy(r),
      },
      { key: "con_no", title: t("services.columns.owing"), kind: "number", decimals: 0, width: 110 },
    ],
    cardFields: ["so_ct", "ngay_ct", "status", "tong_thanh_toan", "ma_kh"],
    filterKeys: ["ma_kho", "ma_kh"],
    Filters: function ServiceFilters(props) {
      const { t } = useTranslation();
      return (
        <>
          {goods.list.Filters && <goods.list.Filters {...props} />}
          <CustomerFilter {...props} label={t("services.customer")} />
        </>
      );
    },
  },
  Sheet: ServiceBillSheet,
};
