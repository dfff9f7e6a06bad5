import { PlusOutlined, UploadOutlined, UsergroupDeleteOutlined } from "@ant-design/icons";
import { type EntityDefinition, partnerEntity, pick } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EntityFilters } from "@/platform/entity/EntityFilters";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { ImportModal } from "@/platform/import";
import { DataTable, type TableQuery } from "@/platform/table";
import { DuplicatesDrawer } from "../duplicates/DuplicatesDrawer";
import { partnerImport } from "../import/partnerImport";
import { type Partner, partnerKeys, partnersApi } from "../partnersApi";
import { usePartnerColumns } from "./usePartnerColumns";

const NO_FILTERS: Record<string, string> = {};

interface PartnerListPageProps {
  /** Filters the list always has (the VIP list: vip=true), a constant; their pickers are not shown. */
  fixed?: Record<string, string>;
  /** Where the column settings are kept. */
  settingsKey?: string;
}

/**
 * /crm/partners (and /crm/partners-vip with a fixed filter): the server list with filters and a created date
 * range; 'Thêm mới', 'Nhập từ Excel', 'Tìm trùng' and export; code or name opens the profile.
 */
const PARTNER_CARD = ["ten_kh", "ma_kh", "phone", "ma_nvbh"] as const;

export function PartnerListPage({ fixed = NO_FILTERS, settingsKey = "crm.partners" }: PartnerListPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rights = useEntityRights(partnerEntity);
  const [open, setOpen] = useState<"import" | "duplicates">();
  const isVip = fixed.vip === "true";

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: partnerKeys.all }), [queryClient]);
  const { deleteOne } = useEntityDelete(partnerEntity, refresh);
  const onDelete = useMemo(
    () => (rights.del ? (row: Partner) => deleteOne(row, `${row.ma_kh} ${row.ten_kh}`) : undefined),
    [rights.del, deleteOne],
  );
  const columns = usePartnerColumns({ vipUntil: isVip, canEdit: rights.edit, onDelete });

  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      partnersApi.list({ ...query, filters: { ...query.filters, ...fixed } }, signal),
    [fixed],
  );
  const filtered = useMemo<EntityDefinition>(
    () => ({
      ...partnerEntity,
      fields: partnerEntity.fields.map((f) => (f.name in fixed ? { ...f, filterable: false } : f)),
    }),
    [fixed],
  );
  const filterKeys = useMemo(() => filtered.fields.filter((f) => f.filterable).map((f) => f.name), [filtered]);

  return (
    <>
      <DataTable<Partner>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={[...partnerKeys.list, fixed]}
        settingsKey={settingsKey}
        dateRange
        branchScoped={partnerEntity.branchScoped}
        // What a salesperson looks for on a phone: who, which code, the number to call, whose customer.
        cardFields={PARTNER_CARD}
        filterKeys={filterKeys}
        filters={(values, setFilter) => <EntityFilters definition={filtered} values={values} setFilter={setFilter} />}
        emptyText={t("entity.empty", { name: pick(partnerEntity.label, i18n.language).toLowerCase() })}
        exportable={rights.print}
        exportName={t(isVip ? "crmPartners.list.vipExportName" : "crmPartners.list.exportName")}
        exportFrom="crm/partners/export"
        exportFilters={fixed}
        toolbar={
          <>
            {!isVip && (
              <Button
                icon={<UsergroupDeleteOutlined />}
                onClick={() => setOpen("duplicates")}
                data-testid="partners-duplicates"
              >
                {t("crmPartners.duplicates.open")}
              </Button>
            )}
            {rights.add && !isVip && (
              <Button icon={<UploadOutlined />} onClick={() => setOpen("import")} data-testid="partners-import">
                {t("crmPartners.import.open")}
              </Button>
            )}
            {rights.add && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate("/crm/partners/new")}
                data-testid="entity-add"
              >
                {t("entity.add")}
              </Button>
            )}
          </>
        }
      />
      {open === "import" && (
        <ImportModal spec={partnerImport(t)} onClose={() => setOpen(undefined)} onImported={refresh} />
      )}
      {open === "duplicates" && <DuplicatesDrawer onClose={() => setOpen(undefined)} onMerged={refresh} />}
    </>
  );
}
