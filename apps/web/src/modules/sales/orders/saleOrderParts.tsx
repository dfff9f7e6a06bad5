import { configIsTrue, KNOWN_CONFIGS } from "@sen/core";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { type DocumentParts, goodsParts } from "@/platform/document";
import { DocumentHeader } from "@/platform/document/DocumentHeader";
import { useSession } from "@/platform/session/sessionStore";
import { CustomerItem, customerOf } from "../salesParts";
import { DeliveryTag } from "./DeliveryTag";
import { OrderLines } from "./OrderLines";
import {
  deliveryState,
  type ManualTyping,
  newOrderValues,
  orderInput,
  orderValues,
  type SaleOrderValues,
} from "./orderDraft";
import { SaleOrderSheet } from "./SaleOrderSheet";
import { saleOrderGoods } from "./saleOrderKind";
import type { SaleOrderRecord } from "./saleOrdersApi";

/** The order's header: number, date, the warehouse it is delivered from, expected delivery, the customer (required). */
function OrderHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const customer = (
    <CustomerItem
      label={t("saleOrders.customer")}
      placeholder={t("saleOrders.customerHint")}
      required
      testId="order-customer"
    />
  );
  return <DocumentHeader kind={saleOrderGoods} number={number} extra={customer} />;
}

/** What the shop lets a user type when the order is sent (read as it is sent). */
function typingNow(): ManualTyping {
  const configs = useSession.getState().configs;
  const on = (name: string) =>
    configIsTrue(configs?.find((c) => c.name === name)?.value ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default);
  return { price: on("sale_bill_price_manual"), discount: on("sale_bill_discount_manual") };
}

const goods = goodsParts(saleOrderGoods);

/**
 * A sales order's parts: the customer in the header; lines priced by the server with the deposit under them, or, once
 * saved, with what was delivered and what is left; in the list its customer, warehouse, expected delivery, total,
 * deposit and delivery; its own printed sheet.
 */
export const saleOrderParts: DocumentParts<SaleOrderRecord, SaleOrderValues> = {
  form: {
    Header: OrderHeader,
    Lines: OrderLines,
    initial: () => newOrderValues(dayjs()),
    toValues: orderValues,
    toInput: (values, status) => orderInput(values, typingNow(), status),
    errorFields: {
      header: ["ngay_ct", "ma_kho", "ma_kh", "ngay_giao", "dien_giai"],
      lineColumns: ["ma_vt", "ma_dvt", "so_luong", "gia", "ck"],
    },
  },
  list: {
    ...goods.list,
    // Before the description: the list is read by who ordered, when it is due, what it comes to and where it stands.
    columns: (t) => [
      {
        key: "ma_kh",
        title: t("saleOrders.customer"),
        width: 200,
        ellipsis: true,
        render: (r: SaleOrderRecord) => customerOf(r),
        exportValue: (r: SaleOrderRecord) => customerOf(r),
      },
      ...goods.list.columns(t).map((c) => ({ ...c, width: 170, ellipsis: true })),
      { key: "ngay_giao", title: t("saleOrders.expectedDate"), kind: "date", role: "date", width: 120 },
      { key: "tong_thanh_toan", title: t("saleOrders.columns.total"), kind: "number", decimals: 0, width: 130 },
      { key: "tien_coc", title: t("saleOrders.columns.deposit"), kind: "number", decimals: 0, width: 110 },
      {
        key: "giao_hang",
        title: t("saleOrders.columns.delivery"),
        width: 130,
        render: (r: SaleOrderRecord) => <DeliveryTag order={r} />,
        exportValue: (r: SaleOrderRecord) => {
          const state = deliveryState(r);
          return state ? t(`saleOrders.state.${state}`) : "";
        },
      },
    ],
  },
  Sheet: SaleOrderSheet,
};
