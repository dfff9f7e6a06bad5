import { EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { campaignEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EntityForm, type EntityRow, entityApi } from "@/platform/entity";
import { EntityFilters, filterableFields } from "@/platform/entity/EntityFilters";
import { useEntityColumns } from "@/platform/entity/entityColumns";
import { RowActions } from "@/platform/entity/RowActions";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { IconAction } from "@/platform/IconAction";
import { DataTable, type TableQuery } from "@/platform/table";
import { campaignKeys } from "./campaignsApi";

const fetchPage = (query: TableQuery, signal?: AbortSignal) => entityApi.list(campaignEntity, query, signal);
const FILTERS = filterableFields(campaignEntity).map((f) => f.name);

/** /crm/campaigns: the campaigns, each opening its page (partners, results, appointments); add, edit, delete. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rights = useEntityRights(campaignEntity);
  const [editing, setEditing] = useState<EntityRow | "new">();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: campaignKeys.all }), [queryClient]);
  const { deleteOne } = useEntityDelete(campaignEntity, refresh);

  const actions = useCallback(
    (row: EntityRow) => (
      <Flex gap={4}>
        <IconAction
          icon={<EyeOutlined />}
          title={t("crmCampaigns.open")}
          subject={String(row.ten_chien_dich)}
          onClick={() => navigate(`/crm/campaigns/${row.id}`)}
        />
        <RowActions
          label={String(row.ten_chien_dich)}
          onEdit={rights.edit ? () => setEditing(row) : undefined}
          onDelete={rights.del ? () => deleteOne(row, String(row.ten_chien_dich)) : undefined}
        />
      </Flex>
    ),
    [rights.edit, rights.del, deleteOne, navigate, t],
  );
  const base = useEntityColumns(campaignEntity, actions);
  // The name opens the campaign's page.
  const columns = useMemo(
    () =>
      base.map((c) =>
        c.key === "ten_chien_dich"
          ? {
              ...c,
              render: (row: EntityRow) => <Link to={`/crm/campaigns/${row.id}`}>{String(row.ten_chien_dich)}</Link>,
            }
          : c.key === "actions"
            ? { ...c, width: 136 }
            : c,
      ),
    [base],
  );

  return (
    <>
      <DataTable<EntityRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={[...campaignKeys.all, "list"]}
        settingsKey="entity.campaign"
        dateRange
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <EntityFilters definition={campaignEntity} values={values} setFilter={setFilter} />
        )}
        emptyText={t("crmCampaigns.empty")}
        exportable={rights.print}
        exportName={t("crmCampaigns.exportName")}
        toolbar={
          rights.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="entity-add">
              {t("entity.add")}
            </Button>
          )
        }
      />
      {editing && (
        <EntityForm
          definition={campaignEntity}
          record={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
    </>
  );
}
