import { DISCOUNT_SOURCE_OPTIONS, type DiscountSource, formatDate, formatNumber, hasRight, pick } from "@sen/core";
import { Flex, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, FilterSelect, type TableQuery } from "@/platform/table";
import { CustomerFilter } from "./discountParts";

/** A discounted line of a posted bill, as `GET sales/discount-details` answers it. */
export interface DiscountDetail {
  stt_rec: string;
  ngay_ct: string;
  so_ct: string;
  ma_dvcs: string;
  ma_kh: string | null;
  ten_kh: string | null;
  line: number;
  ma_vt: string;
  ten_vt: string | null;
  ma_dvt: string;
  so_luong: number;
  gia: number;
  tien: number;
  ck: number;
  nguon_ck: DiscountSource;
  so_ct_ck: string | null;
  tl_ck: number | null;
  ma_ctkm: string | null;
}

interface DetailsPage {
  items: DiscountDetail[];
  total: number;
  totals: { tien: number; ck: number };
}

const FILTERS = ["ma_kh", "nguon_ck"] as const;
const SOURCE_COLOURS: Record<DiscountSource, string> = { KM: "green", CK: "blue", THE: "gold", TAY: "default" };
const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" · ");

/** What a line's discount came from, with what it names: the program, the document, the card's percent. */
function sourceText(t: TFunction, language: string, r: DiscountDetail) {
  const option = DISCOUNT_SOURCE_OPTIONS.find((o) => o.value === r.nguon_ck);
  const label = option ? pick(option.label, language) : r.nguon_ck;
  if (r.nguon_ck === "THE" && r.tl_ck !== null) return t("discounts.details.card", { percent: formatNumber(r.tl_ck) });
  const named = r.nguon_ck === "CK" ? r.so_ct_ck : r.nguon_ck === "KM" ? r.ma_ctkm : null;
  return named ? `${label} ${named}` : label;
}

/**
 * 'Chi tiết chiết khấu' (/sales/discount-details): the discounted lines of the posted bills, by day, customer and
 * source (a promotion, a discount document, the membership card, typed), each with the bill it is on; what they all
 * come to above them; exported to Excel by whoever may print it.
 */
export function DiscountDetailsPage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const canPrint = Boolean(user && hasRight(user, "sales.discount-details", "print"));
  const [totals, setTotals] = useState<DetailsPage["totals"]>();
  const fetchPage = useCallback(async (query: TableQuery, signal?: AbortSignal) => {
    const page = await api.get<DetailsPage>("sales/discount-details", {
      query: {
        fromDate: query.fromDate,
        toDate: query.toDate,
        ma_kh: query.filters.ma_kh,
        nguon_ck: query.filters.nguon_ck,
        sortKey: query.sortKey,
        sortType: query.sortType,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      },
      signal,
    });
    setTotals(page.totals);
    return page;
  }, []);
  const columns = useMemo<DataColumn<DiscountDetail>[]>(
    () => [
      {
        key: "ngay_ct",
        title: t("document.date"),
        width: 110,
        sortable: true,
        role: "date",
        render: (r) => formatDate(r.ngay_ct),
        exportValue: (r) => formatDate(r.ngay_ct),
      },
      {
        key: "so_ct",
        title: t("discounts.details.bill"),
        width: 130,
        sortable: true,
        role: "code",
        render: (r) => <Link to={`/sales/retail-orders/${r.stt_rec}`}>{r.so_ct}</Link>,
        exportValue: (r) => r.so_ct,
      },
      {
        key: "ma_kh",
        title: t("discounts.customer"),
        width: 220,
        sortable: true,
        ellipsis: true,
        render: (r) => codeAndName(r.ma_kh, r.ten_kh),
        exportValue: (r) => codeAndName(r.ma_kh, r.ten_kh),
      },
      {
        key: "ma_vt",
        title: t("discounts.details.item"),
        width: 240,
        sortable: true,
        ellipsis: true,
        role: "label",
        render: (r) => codeAndName(r.ma_vt, r.ten_vt),
        exportValue: (r) => codeAndName(r.ma_vt, r.ten_vt),
      },
      { key: "so_luong", title: t("discounts.details.quantity"), width: 100, kind: "number", sortable: true },
      { key: "tien", title: t("discounts.details.amount"), width: 130, kind: "number", sortable: true, decimals: 0 },
      { key: "ck", title: t("discounts.details.discount"), width: 120, kind: "number", sortable: true, decimals: 0 },
      {
        key: "nguon_ck",
        title: t("discounts.details.source"),
        width: 200,
        sortable: true,
        render: (r) => (
          <Tag color={SOURCE_COLOURS[r.nguon_ck]} data-testid="discount-source">
            {sourceText(t, i18n.language, r)}
          </Tag>
        ),
        exportValue: (r) => sourceText(t, i18n.language, r),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Flex vertical gap={12}>
      {totals && (
        <Typography.Text strong data-testid="discount-totals">
          {t("discounts.details.totals", { tien: formatNumber(totals.tien), ck: formatNumber(totals.ck) })}
        </Typography.Text>
      )}
      <DataTable<DiscountDetail>
        columns={columns}
        rowKey={(r) => `${r.stt_rec}:${r.line}`}
        fetchPage={fetchPage}
        queryKey={["sales", "discount-details"]}
        settingsKey="sales.discount-details"
        searchable={false}
        dateRange
        branchScoped
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <>
            <CustomerFilter values={values} setFilter={setFilter} />
            <FilterSelect
              label={t("discounts.details.source")}
              value={values.nguon_ck}
              onChange={(value) => setFilter("nguon_ck", value)}
              options={DISCOUNT_SOURCE_OPTIONS.map((o) => ({ value: o.value, label: pick(o.label, i18n.language) }))}
              width={200}
              data-testid="filter-source"
            />
          </>
        )}
        exportable={canPrint}
        exportName={t("discounts.details.exportName")}
      />
    </Flex>
  );
}
