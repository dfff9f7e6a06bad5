import { partnerTransferEntity } from "@sen/core";
import { useTranslation } from "react-i18next";
import { useEntityColumns } from "@/platform/entity/useEntityColumns";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import { DataTable, FilterSelect, type TableQuery } from "@/platform/table";
import { partnerField } from "../partnerFields";
import { partnerKeys, partnersApi } from "../partnersApi";

const FILTER_KEYS = ["ma_nvbh_cu", "ma_nvbh_moi"];
const fetchPage = (query: TableQuery, signal?: AbortSignal) => partnersApi.transfers(query, signal);

/**
 * /crm/partners-transfer-histories: every transfer, newest first, by day range ('Từ ngày' – 'Đến ngày' on the
 * transfer date), searchable by customer, filterable by the salesperson before and after. Append-only: no editing.
 */
export function TransferHistoriesPage() {
  const { t } = useTranslation();
  const columns = useEntityColumns(partnerTransferEntity);
  const rights = useEntityRights(partnerTransferEntity);
  const employees = useFieldOptions(partnerField("ma_nvbh"));
  return (
    <DataTable
      columns={columns}
      rowKey="id"
      fetchPage={fetchPage}
      queryKey={[...partnerKeys.transfers, "list"]}
      settingsKey="crm.partners-transfer-histories"
      dateRange
      filterKeys={FILTER_KEYS}
      filters={(values, setFilter) =>
        FILTER_KEYS.map((key) => (
          <FilterSelect
            key={key}
            label={t(`crmPartners.history.${key}`)}
            value={values[key]}
            onChange={(next) => setFilter(key, next)}
            options={employees}
            width={200}
          />
        ))
      }
      emptyText={t("crmPartners.history.empty")}
      exportable={rights.print}
      exportName={t("crmPartners.history.exportName")}
    />
  );
}
