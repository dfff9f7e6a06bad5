import { formatDate, formatNumber, toDayjs } from "@sen/core";
import { Col, Form, Input, Row } from "antd";
import type { Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DocumentParts, type PrintHeader, ShopSheet } from "@/platform/document";
import { OrderFigures } from "../orders/OrderFigures";
import { paidBy } from "../salesParts";
import { topUpFigures } from "./cardDraft";
import { ownerOf } from "./cardParts";
import type { TopUpRecord } from "./cardsApi";
import { useBalanceAfter, useCard } from "./useCard";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** The top-up's view: its date and description as the form shows them, and the saved top-up. */
interface TopUpValues {
  ngay_ct?: Dayjs;
  dien_giai?: string;
  saved?: TopUpRecord;
}

/** The lookup of a card, from its number. */
export function CardLink({ ma_the }: { ma_the?: string | null }) {
  return ma_the ? (
    <Link to={`/sales/payment-cards/lookup?ma_the=${encodeURIComponent(ma_the)}`} data-testid="card-link">
      {ma_the}
    </Link>
  ) : null;
}

/** The owner of a top-up's card, named where the user may read the card's balance (the top-up keeps the code). */
function useOwner(doc: Pick<TopUpRecord, "ma_the" | "ma_kh"> | undefined) {
  const { card } = useCard(doc?.ma_the);
  const named = card && card.ma_kh === doc?.ma_kh ? card.ten_kh : undefined;
  return doc ? ownerOf({ ma_kh: doc.ma_kh, ten_kh: named }) : "";
}

function useSaved(): TopUpRecord | undefined {
  const form = Form.useFormInstance();
  return Form.useWatch("saved", { form, preserve: true }) as TopUpRecord | undefined;
}

/** The header of a saved top-up: number, date, card, its owner, description. */
function TopUpHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const doc = useSaved();
  const owner = useOwner(doc);
  const shown = (label: string, value: ReactNode, testId: string) => (
    <Col xs={24} sm={12} md={6}>
      <Form.Item label={label}>
        <span data-testid={testId}>{value}</span>
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {shown(t("document.number"), number, "document-number")}
      {shown(t("paymentCards.topUp.date"), doc ? formatDate(doc.ngay_ct) : "", "topup-date")}
      {shown(t("paymentCards.card"), <CardLink ma_the={doc?.ma_the} />, "topup-card")}
      {shown(t("paymentCards.customer"), owner, "topup-customer")}
      <Col xs={24}>
        <Form.Item name="dien_giai" label={t("paymentCards.topUp.note")}>
          <Input readOnly />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A saved top-up's money: the amount, the policy's bonus, what went onto the card and the balance it left, paid by. */
function TopUpMoney() {
  const { t } = useTranslation();
  const doc = useSaved();
  const after = useBalanceAfter(doc);
  if (!doc) return null;
  const { tien, bonus, onto } = topUpFigures({ tien: Number(doc.tien), tien_km: doc.tien_km });
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <OrderFigures
          testId="topup-money"
          rows={[
            [t("paymentCards.topUp.amount"), <strong key="tien">{money(tien)} ₫</strong>],
            [
              doc.ma_cs ? t("paymentCards.topUp.bonusBy", { ma_cs: doc.ma_cs }) : t("paymentCards.topUp.bonus"),
              <span key="bonus" data-testid="topup-bonus">
                {money(bonus)}
              </span>,
            ],
            [t("paymentCards.topUp.onto"), money(onto)],
            [
              t("paymentCards.topUp.balanceAfter"),
              <span key="after" data-testid="topup-balance-after">
                {money(after)}
              </span>,
              after !== undefined,
            ],
            [
              t("paymentCards.topUp.payments"),
              <span key="paid" data-testid="topup-paid">
                {paidBy(doc)}
              </span>,
            ],
            [t("paymentCards.topUp.change"), money(doc.tien_thoi), Number(doc.tien_thoi ?? 0) > 0],
          ]}
        />
      </Col>
    </Row>
  );
}

/**
 * A top-up on A4 for the customer to keep: the shop, number and date, the card and its owner, the amount, the bonus
 * and its policy, what went onto the card and the balance it left, how it was paid, the amount in words, signatures.
 */
export function TopUpSheet({ doc, header, branch }: { doc: TopUpRecord; header?: PrintHeader; branch?: string }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`paymentCards.print.${key}`);
  const owner = useOwner(doc);
  const after = useBalanceAfter(doc);
  const { tien, bonus, onto } = topUpFigures({ tien: Number(doc.tien), tien_km: doc.tien_km });
  const rows: [string, ReactNode][] = [
    [p("card"), doc.ma_the],
    [p("customer"), owner],
    ...(doc.dien_giai ? [[p("description"), doc.dien_giai] as [string, ReactNode]] : []),
    [p("amount"), `${money(tien)} ₫`],
    [
      `${p("bonus")}${doc.ma_cs ? ` ${t("paymentCards.print.policy", { ma_cs: doc.ma_cs })}` : ""}`,
      `${money(bonus)} ₫`,
    ],
    [p("onto"), `${money(onto)} ₫`],
    ...(after === undefined ? [] : [[p("balance"), `${money(after)} ₫`] as [string, ReactNode]]),
    [p("payments"), paidBy(doc)],
    ...(Number(doc.tien_thoi ?? 0) > 0 ? [[p("change"), `${money(doc.tien_thoi)} ₫`] as [string, ReactNode]] : []),
  ];
  return (
    <ShopSheet doc={doc} header={header} branch={branch} texts="paymentCards.print" amount={tien}>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ width: "45%" }}>{label}</td>
              <td className="num">
                <strong>{value}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ShopSheet>
  );
}

/**
 * A top-up's parts: its card, owner and money in the view (read only: a top-up is made on its own page and posted at
 * once); in the list its card, customer, amount (the total) and bonus; its printed receipt.
 */
export const topUpParts: DocumentParts<TopUpRecord, TopUpValues> = {
  form: {
    Header: TopUpHeader,
    Lines: TopUpMoney,
    linesTitle: "paymentCards.topUp.linesTitle",
    initial: () => ({}),
    toValues: (doc) => ({ ngay_ct: toDayjs(doc.ngay_ct) ?? undefined, dien_giai: doc.dien_giai ?? "", saved: doc }),
    // A draft made through the API is posted as it was saved.
    toInput: ({ saved }, status) => ({
      ngay_ct: saved?.ngay_ct,
      ma_dvcs: saved?.ma_dvcs,
      ma_the: saved?.ma_the,
      tien: Number(saved?.tien ?? 0),
      ...(saved?.dien_giai ? { dien_giai: saved.dien_giai } : {}),
      payments: (saved?.payments ?? []).map(({ ma_httt, tien, ma_loai_the, ma_gd }) => ({
        ma_httt,
        tien,
        ma_loai_the,
        ma_gd,
      })),
      ...(status ? { status } : {}),
    }),
    errorFields: { header: ["ngay_ct", "dien_giai"], lineColumns: [] },
  },
  list: {
    columns: (t) => [
      {
        key: "ma_the",
        title: t("paymentCards.card"),
        role: "code",
        width: 120,
        render: (r: TopUpRecord) => <CardLink ma_the={r.ma_the} />,
        exportValue: (r: TopUpRecord) => r.ma_the,
      },
      { key: "ma_kh", title: t("paymentCards.customer"), width: 120 },
    ],
    totalTitle: "paymentCards.topUp.amount",
    afterTotal: (t) => [
      { key: "tien_km", title: t("paymentCards.topUp.bonus"), kind: "number", decimals: 0, width: 120 },
      { key: "ma_cs", title: t("paymentCards.topUp.policy"), width: 110 },
    ],
    filterKeys: [],
  },
  Sheet: TopUpSheet,
};
