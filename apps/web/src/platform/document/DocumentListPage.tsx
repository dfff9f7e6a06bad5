import { PlusOutlined } from "@ant-design/icons";
import { pick } from "@sen/core";
import { Button } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { PeriodName } from "../dates";
import { type DataColumn, DataTable, FilterSelect, type RowAction, rowActionsColumn, type TableQuery } from "../table";
import { type DocumentHead, type DocumentRecord, documentApi, documentKeys } from "./documentApi";
import type { DocumentBase } from "./documentKind";
import type { ListParts } from "./documentParts";
import { StatusTag } from "./StatusTag";
import { useDocumentActions } from "./useDocumentActions";
import { useDocumentStatuses } from "./useDocumentStatuses";
import { usePeriodPresets } from "./usePeriodPresets";

const PERIODS: readonly PeriodName[] = ["today", "thisWeek", "thisMonth", "lastMonth", "thisYear"];
const CARD = ["so_ct", "ngay_ct", "status", "tong_tien"] as const;

/** What a module adds to a kind's list: columns after the standard ones, actions after a row's own. */
export interface MoreOfList<R extends DocumentHead = DocumentRecord> {
  columns?: readonly DataColumn<R>[];
  actions?: (doc: R) => RowAction[];
}

/**
 * A kind's documents: number (opening the document), date, the parts' columns (warehouses, partner), description,
 * total (unless its documents carry none), status as a tag; filtered by a date range (with named periods), status
 * and the parts' filters, searched by number and description; each row viewed, edited while a draft, printed,
 * cancelled once posted or deleted as a draft. Phones show cards.
 */
export function DocumentListPage<R extends DocumentHead>({
  kind,
  parts,
  more,
}: {
  kind: DocumentBase;
  parts: ListParts<R>;
  more?: MoreOfList<R>;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const statuses = useDocumentStatuses(kind.maCt);
  const presets = usePeriodPresets(PERIODS);
  const { rights, actionsOf } = useDocumentActions(kind);
  const calls = useMemo(() => documentApi<R>(kind), [kind]);
  const filterKeys = useMemo(() => ["status", ...parts.filterKeys], [parts]);
  const fetchPage = useCallback((query: TableQuery, signal?: AbortSignal) => calls.list(query, signal), [calls]);

  const columns = useMemo<DataColumn<R>[]>(() => {
    const open = (row: R) => <Link to={`${kind.path}/${row.stt_rec}`}>{row.so_ct}</Link>;
    const all: DataColumn<R>[] = [
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
      ...parts.columns(t),
      { key: "dien_giai", title: t("document.columns.dien_giai"), role: "label", ellipsis: true, width: 260 },
      ...(parts.totalTitle === null
        ? []
        : [
            {
              key: "tong_tien",
              title: t(parts.totalTitle ?? "document.columns.tong_tien"),
              kind: "number" as const,
              decimals: 0,
              sortable: true,
              width: 140,
            },
          ]),
      ...(parts.afterTotal?.(t) ?? []),
      {
        key: "status",
        title: t("document.columns.status"),
        role: "status",
        width: 130,
        render: (r) => <StatusTag status={r.status} statuses={statuses} />,
        exportValue: (r) => statuses.find((s) => s.value === r.status)?.label ?? r.status,
      },
    ];
    const actions = (row: R) => [...actionsOf(row), ...(more?.actions?.(row) ?? [])];
    return [
      ...all,
      ...(more?.columns ?? []),
      rowActionsColumn(t("document.columns.actions"), (row) => ({ subject: row.so_ct, actions: actions(row) })),
    ];
  }, [t, kind, parts, statuses, actionsOf, more]);

  return (
    <DataTable<R>
      columns={columns}
      rowKey="stt_rec"
      fetchPage={fetchPage}
      queryKey={documentKeys.list(kind)}
      settingsKey={kind.command}
      dateRange={presets}
      branchScoped
      cardFields={parts.cardFields ?? CARD}
      filterKeys={filterKeys}
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
          {parts.Filters && <parts.Filters values={values} setFilter={setFilter} />}
        </>
      )}
      exportable={rights.print}
      exportName={pick(kind.title, i18n.language)}
      toolbar={
        rights.add &&
        kind.creatable !== false && (
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
