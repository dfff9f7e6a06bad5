import { formatDate, formatNumber, toDayjs } from "@sen/core";
import { Col, Descriptions, Form, Input, Row } from "antd";
import type { Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentParts } from "@/platform/document";
import type { DataColumn } from "@/platform/table";
import { customerOf, paidBy } from "../salesParts";
import type { NoNameRecord, RunLine } from "./noNameApi";
import { type RunMoney, RunTable } from "./RunTable";
import { SaleSheet } from "./SaleSheet";

/** A saved document in the view: its date and description as the form shows them, and the document itself. */
interface ViewValues {
  ngay_ct?: Dayjs;
  dien_giai?: string;
  saved?: NoNameRecord;
}

const money = (value: unknown) => formatNumber(Number(value ?? 0));

function useSaved(): NoNameRecord | undefined {
  const form = Form.useFormInstance();
  return Form.useWatch("saved", { form, preserve: true }) as NoNameRecord | undefined;
}

/** What each kind shows of a saved document beside its number and date, as label and value. */
type Facts = (doc: NoNameRecord, t: (key: string) => string) => [string, ReactNode][];

function viewHeader(facts: Facts) {
  return function Header({ number }: { number?: string }) {
    const { t } = useTranslation();
    const doc = useSaved();
    const shown = (label: string, value: ReactNode, key: string) => (
      <Col key={key} xs={24} sm={12} md={6}>
        <Form.Item label={label}>
          <span data-testid={`no-name-${key}`}>{value}</span>
        </Form.Item>
      </Col>
    );
    return (
      <Row gutter={16}>
        {shown(t("document.number"), number, "number")}
        {shown(t("noName.date"), doc ? formatDate(doc.ngay_ct) : "", "date")}
        {shown(t("noName.branch"), doc ? [doc.ma_dvcs, doc.ten_dvcs].filter(Boolean).join(" · ") : "", "branch")}
        {doc && facts(doc, t).map(([label, value], i) => shown(label, value, `fact-${i}`))}
        <Col xs={24}>
          <Form.Item name="dien_giai" label={t("noName.note")}>
            <Input readOnly />
          </Form.Item>
        </Col>
      </Row>
    );
  };
}

/** The money a sale or a deposit took: what it came to, how it was paid and the change. */
function PaidFigures({ doc, total }: { doc: NoNameRecord; total: [string, number][] }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }} data-testid="no-name-money">
      {total.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {money(value)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t("noName.pay.payments")}>{paidBy(doc) || "—"}</Descriptions.Item>
      {Number(doc.tien_thoi ?? 0) > 0 && (
        <Descriptions.Item label={t("noName.pay.change")}>{money(doc.tien_thoi)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The lines of a saved document: its runs (or deposit lines) and, where money changed hands, what was paid. */
function viewLines(
  runs: RunMoney | "deposit",
  figures?: (doc: NoNameRecord, t: (key: string) => string) => [string, number][],
) {
  return function Lines() {
    const { t } = useTranslation();
    const doc = useSaved();
    if (!doc) return null;
    const lines: RunLine[] =
      runs === "deposit"
        ? doc.details.map((l) => ({ ...l, tu_seri: l.so_seri ?? "", den_seri: l.so_seri ?? "", so_luong: 1 }))
        : doc.details;
    return (
      <>
        <RunTable lines={lines} money={runs === "deposit" ? "moved" : runs} />
        {figures && <PaidFigures doc={doc} total={figures(doc, t)} />}
      </>
    );
  };
}

/** What a saved document sends when a draft made through the API is posted from its view: itself, as it was saved. */
function resend({ saved }: ViewValues, status?: string) {
  if (!saved) return {};
  const { stt_rec: _id, ma_ct: _ct, so_ct: _no, status: _st, details, payments, ...header } = saved;
  return {
    ...header,
    details: details.map(({ line: _l, ten_loai: _n, ...l }) => l),
    ...(payments
      ? { payments: payments.map(({ ma_httt, tien, ma_loai_the, ma_gd }) => ({ ma_httt, tien, ma_loai_the, ma_gd })) }
      : {}),
    ...(status ? { status } : {}),
  };
}

/**
 * The view and list parts of a no-name card document: in the view its facts (`facts`), its runs read only and what
 * was paid (`figures`), in the list the kind's columns; documents are made on pages of their own and posted at once.
 */
function noNameParts(
  facts: Facts,
  runs: RunMoney | "deposit",
  columns: (t: (key: string) => string) => DataColumn<NoNameRecord>[],
  figures?: (doc: NoNameRecord, t: (key: string) => string) => [string, number][],
  totalTitle?: string | null,
  linesTitle = "noName.cards",
): DocumentParts<NoNameRecord, ViewValues> {
  return {
    form: {
      Header: viewHeader(facts),
      Lines: viewLines(runs, figures),
      linesTitle,
      initial: () => ({}),
      toValues: (doc) => ({ ngay_ct: toDayjs(doc.ngay_ct) ?? undefined, dien_giai: doc.dien_giai ?? "", saved: doc }),
      toInput: resend,
      errorFields: { header: ["ngay_ct", "dien_giai"], lineColumns: [] },
    },
    list: { columns, filterKeys: [], totalTitle },
  };
}

const customerColumn = (t: (key: string) => string): DataColumn<NoNameRecord> => ({
  key: "ma_kh",
  title: t("noName.customer"),
  width: 200,
  render: (r) => customerOf(r),
});

export const saleParts: DocumentParts<NoNameRecord, ViewValues> = {
  ...noNameParts(
    (doc, t) => [[t("noName.customer"), customerOf(doc) || "—"]],
    "sale",
    (t) => [
      customerColumn(t),
      { key: "tong_menh_gia", title: t("noName.sale.faceTotal"), kind: "number", decimals: 0, width: 150 },
    ],
    (doc, t) => [
      [t("noName.sale.total"), Number(doc.tong_tien ?? 0)],
      [t("noName.sale.discount"), Number(doc.tong_ck ?? 0)],
      [t("noName.sale.due"), Number(doc.tong_thanh_toan ?? 0)],
      [t("noName.sale.faceTotal"), Number(doc.tong_menh_gia ?? 0)],
    ],
    undefined,
    "noName.sale.linesTitle",
  ),
  Sheet: SaleSheet,
};

export const depositParts = noNameParts(
  (doc, t) => [[t("noName.customer"), customerOf(doc) || "—"]],
  "deposit",
  (t) => [customerColumn(t)],
  (doc, t) => [[t("noName.deposit.total"), Number(doc.tong_tien ?? 0)]],
  "noName.deposit.total",
  "noName.deposit.linesTitle",
);

const transferFacts: Facts = (doc, t) => [
  [t("noName.transfer.kind"), t(`noName.transfer.kinds.${doc.loai_chuyen}`)],
  ...(doc.ma_dvcs_nhan
    ? [
        [t("noName.transfer.to"), [doc.ma_dvcs_nhan, doc.ten_dvcs_nhan].filter(Boolean).join(" · ")] as [
          string,
          ReactNode,
        ],
      ]
    : []),
];

/** A transfer's lines: the runs sent to a branch, or the balances moved card to card. */
function TransferLines() {
  const doc = useSaved();
  if (!doc) return null;
  return <RunTable lines={doc.details} money={doc.loai_chuyen === "the" ? "moved" : "none"} />;
}

export const transferParts: DocumentParts<NoNameRecord, ViewValues> = (() => {
  const parts = noNameParts(transferFacts, "none", (t) => [
    {
      key: "loai_chuyen",
      title: t("noName.transfer.kind"),
      width: 220,
      render: (r) => t(`noName.transfer.kinds.${r.loai_chuyen}`),
    },
    {
      key: "ma_dvcs_nhan",
      title: t("noName.transfer.to"),
      width: 160,
      render: (r) => r.ten_dvcs_nhan || r.ma_dvcs_nhan || "",
    },
  ]);
  return { ...parts, form: { ...parts.form, Lines: TransferLines } };
})();

export const receiveParts = noNameParts(
  (doc, t) => [
    [t("noName.receive.transfer"), doc.so_ct_ck ?? ""],
    [t("noName.receive.from"), [doc.ma_dvcs_chuyen, doc.ten_dvcs_chuyen].filter(Boolean).join(" · ")],
  ],
  "none",
  (t) => [
    { key: "so_ct_ck", title: t("noName.receive.transfer"), width: 140 },
    {
      key: "ma_dvcs_chuyen",
      title: t("noName.receive.from"),
      width: 160,
      render: (r) => r.ten_dvcs_chuyen || r.ma_dvcs_chuyen || "",
    },
  ],
  undefined,
  null,
);

export const issueParts = noNameParts(
  (doc, t) => [
    [t("noName.type"), [doc.ma_loai, doc.ten_loai].filter(Boolean).join(" · ")],
    [t("noName.quantity"), money(doc.so_luong)],
  ],
  "none",
  (t) => [
    { key: "ma_loai", title: t("noName.type"), width: 120 },
    { key: "so_luong", title: t("noName.quantity"), kind: "number", decimals: 0, width: 100 },
  ],
  undefined,
  null,
);
