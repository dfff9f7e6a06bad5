import { PlusOutlined } from "@ant-design/icons";
import { pick } from "@sen/core";
import { Button } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { PeriodName } from "../dates";
import { type DataColumn, DataTable, FilterSelect, type RowAction, rowActionsColumn, type TableQuery } from "../table";
import { type DocumentRecord, documentApi, documentKeys } from "./documentApi";
import type { DocumentKind } from "./documentKind";
import { StatusTag } from "./StatusTag";
import { useDocumentActions } from "./useDocumentActions";
import { useDocumentStatuses } from "./useDocumentStatuses";
import { usePeriodPresets } from "./usePeriodPresets";
import { useWarehouseOptions } from "./useWarehouseOptions";

const FILTERS = ["status", "ma_kho"] as const;
const PERIODS: readonly PeriodName[] = ["today", "thisWeek", "thisMonth", "lastMonth", "thisYear"];
const CARD = ["so_ct", "ngay_ct", "status", "tong_tien"] as const;

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" · ");

/** What a module adds to a kind's list: columns after the standard ones, actions after a row's own. */
export interface MoreOfList {
  columns?: readonly DataColumn<DocumentRecord>[];
  actions?: (doc: DocumentRecord) => RowAction[];
}

/**
 * A kind's documents: number (opening the document), date, warehouse(s), description, total, status as a tag;
 * filtered by a date range (with named periods), status and warehouse (either of a transfer's), searched by number and description; each
 * row viewed, edited while a draft, printed, cancelled once posted or deleted as a draft. Phones show cards.
 */
export function DocumentListPage({ kind, more }: { kind: DocumentKind; more?: MoreOfList }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const statuses = useDocumentStatuses(kind.maCt);
  const warehouses = useWarehouseOptions(kind);
  const presets = usePeriodPresets(PERIODS);
  const { rights, actionsOf } = useDocumentActions(kind);
  const calls = useMemo(() => documentApi(kind), [kind]);
  const fetchPage = useCallback((query: TableQuery, signal?: AbortSignal) => calls.list(query, signal), [calls]);

  const columns = useMemo<DataColumn<DocumentRecord>[]>(() => {
    const open = (row: DocumentRecord) => <Link to={`${kind.path}/${row.stt_rec}`}>{row.so_ct}</Link>;
    const all: DataColumn<DocumentRecord>[] = [
      {
        key: "so_ct",
        title: t("document.columns.so_ct"),
        role: "code",
        sortable: true,
        width: 130,
        render: open,
        exportValue: (r) => r.so_ct,
      },
      { key: "ngay_ct", title: t("document.columns.ngay_ct"), kind: "date", role: "date", sortable: true, width: 110 },
      {
        key: "ma_kho",
        title: t(kind.header.includes("ma_kho_nhan") ? "document.sourceWarehouse" : "document.columns.ma_kho"),
        width: 200,
        render: (r) => codeAndName(r.ma_kho, r.ten_kho),
        exportValue: (r) => codeAndName(r.ma_kho, r.ten_kho),
      },
      ...(kind.header.includes("ma_kho_nhan")
        ? [
            {
              key: "ma_kho_nhan",
              title: t("document.columns.ma_kho_nhan"),
              width: 200,
              render: (r: DocumentRecord) => codeAndName(r.ma_kho_nhan, r.ten_kho_nhan),
              exportValue: (r: DocumentRecord) => codeAndName(r.ma_kho_nhan, r.ten_kho_nhan),
            },
          ]
        : []),
      ...(kind.header.includes("ma_ncc")
        ? [
            {
              key: "ma_ncc",
              title: t("document.supplier"),
              width: 180,
              ellipsis: true,
              render: (r: DocumentRecord) => codeAndName(r.ma_ncc, r.ten_ncc),
              exportValue: (r: DocumentRecord) => codeAndName(r.ma_ncc, r.ten_ncc),
            },
          ]
        : []),
      { key: "dien_giai", title: t("document.columns.dien_giai"), role: "label", ellipsis: true, width: 260 },
      {
        key: "tong_tien",
        title: t("document.columns.tong_tien"),
        kind: "number",
        decimals: 0,
        sortable: true,
        width: 140,
      },
      {
        key: "status",
        title: t("document.columns.status"),
        role: "status",
        width: 130,
        render: (r) => <StatusTag status={r.status} statuses={statuses} />,
        exportValue: (r) => statuses.find((s) => s.value === r.status)?.label ?? r.status,
      },
    ];
    const actions = (row: DocumentRecord) => [...actionsOf(row), ...(more?.actions?.(row) ?? [])];
    return [
      ...all,
      ...(more?.columns ?? []),
      rowActionsColumn(t("document.columns.actions"), (row) => ({ subject: row.so_ct, actions: actions(row) })),
    ];
  }, [t, kind, statuses, actionsOf, more]);

  return (
    <DataTable<DocumentRecord>
      columns={columns}
      rowKey="stt_rec"
      fetchPage={fetchPage}
      queryKey={documentKeys.list(kind)}
      settingsKey={kind.command}
      dateRange={presets}
      branchScoped
      cardFields={CARD}
      filterKeys={FILTERS}
      filters={(values, setFilter) => (
        <>
          <FilterSelect
            label={t("document.columns.status")}
            value={values.status}
            onChange={(value) => setFilter("status", value)}
            options={statuses}
            width={150}
            data-testid="filter-status"
          />
          <FilterSelect
            label={t("document.columns.ma_kho")}
            value={values.ma_kho}
            onChange={(value) => setFilter("ma_kho", value)}
            options={warehouses}
            width={200}
            data-testid="filter-warehouse"
          />
        </>
      )}
      exportable={rights.print}
      exportName={pick(kind.title, i18n.language)}
      toolbar={
        rights.add && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`${kind.path}/new`)}
            data-testid="entity-add"
          >
            {t("document.actions.add")}
          </Button>
        )
      }
    />
  );
}
