import { Input } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTypedFilter } from "@/platform/table";
import { LedgerHistoryTable } from "../LedgerHistoryTable";
import { MOVE_CARD, movementColumns } from "./movementColumns";
import { type NoNameMovement, noNameApi, noNameKeys } from "./noNameApi";

/** The serial the history is narrowed to, typed or scanned, kept in the page's address. */
function SerialFilter({ value, onChange }: { value?: string; onChange: (value?: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useTypedFilter(value, onChange);
  return (
    <Input
      value={typed}
      onChange={(e) => setTyped(e.target.value.trim().toUpperCase())}
      placeholder={t("noName.serialHint")}
      aria-label={t("noName.serial")}
      allowClear
      style={{ width: 220 }}
      data-testid="filter-serial"
    />
  );
}

const fetchHistory = (
  { code, ...query }: Parameters<typeof noNameApi.history>[0] & { code?: string },
  signal?: AbortSignal,
) => noNameApi.history({ ...query, so_seri: code }, signal);

/**
 * 'Lịch sử thẻ vô danh' (/sales/no-name-histories, `?so_seri=` for one card): every movement of the cards, the latest
 * first, by serial and date range: the day, the document (opening it), the kind, the amount signed and the balance
 * it left.
 */
export function NoNameHistoryPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => movementColumns(t, true), [t]);
  return (
    <LedgerHistoryTable<NoNameMovement>
      command="sales.no-name-histories"
      fetch={fetchHistory}
      queryKey={noNameKeys.history}
      columns={columns}
      cardFields={MOVE_CARD}
      filterKey="so_seri"
      Filter={SerialFilter}
      exportName={t("noName.history.exportName")}
    />
  );
}
