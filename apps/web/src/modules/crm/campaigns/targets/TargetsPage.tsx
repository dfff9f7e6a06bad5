import { PlusOutlined } from "@ant-design/icons";
import { targetEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Flex } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EntityForm, type EntityRow, entityApi } from "@/platform/entity";
import { useEditDeleteActions } from "@/platform/entity/RowActions";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { type DataColumn, DataTable, rowActionsColumn, type TableQuery } from "@/platform/table";
import { MeasureProgress } from "./MeasureProgress";
import { TARGET_FILTERS, TargetEmployeeFilter } from "./TargetEmployeeFilter";
import { MEASURES, periodOf } from "./targetMeasures";
import { type TargetRow, targetKeys, targetsApi } from "./targetsApi";

/** A page of targets with each one's actuals, counted by the server over the targets' own days. */
async function fetchPage(query: TableQuery, signal?: AbortSignal) {
  const page = await entityApi.list(targetEntity, query, signal);
  const period = periodOf(page.items);
  if (!period) return page;
  const progress = await targetsApi.progress(period, signal);
  const byId = new Map(progress.items.map((p) => [p.id, p]));
  return { ...page, items: page.items.map((row): TargetRow => ({ ...row, progress: byId.get(row.id) })) };
}

/**
 * /crm/targets: each salesperson's targets for a period, each measure (new customers, calls, appointments done,
 * revenue) as the actual against the target with a bar; targets added and edited in the shared form.
 */
export function TargetsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useEntityRights(targetEntity);
  const [editing, setEditing] = useState<EntityRow | "new">();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: targetKeys.all }), [queryClient]);
  const { deleteOne } = useEntityDelete(targetEntity, refresh);
  const editDelete = useEditDeleteActions();

  const columns = useMemo<DataColumn<TargetRow>[]>(() => {
    const list: DataColumn<TargetRow>[] = [
      {
        key: "ten_nv",
        title: t("crmCampaigns.employee"),
        width: 200,
        role: "label",
        render: (row) => `${row.ma_nv} · ${row.ten_nv ?? ""}`,
        exportValue: (row) => `${row.ma_nv} - ${row.ten_nv ?? ""}`,
      },
      { key: "tu_ngay", title: t("crmCampaigns.from"), kind: "date", sortable: true, width: 110 },
      { key: "den_ngay", title: t("crmCampaigns.to"), kind: "date", sortable: true, width: 110 },
      ...MEASURES.map(
        (measure): DataColumn<TargetRow> => ({
          key: measure,
          title: t(`crmCampaigns.measures.${measure}`),
          width: 190,
          render: (row) => <MeasureProgress row={row.progress} measure={measure} />,
          exportValue: (row) =>
            row.progress ? `${row.progress.actual[measure]} / ${row.progress.target[measure]}` : "",
        }),
      ),
    ];
    if (rights.edit || rights.del) {
      list.push(
        rowActionsColumn(t("entity.actions"), (row) =>
          editDelete({
            label: String(row.ten_nv ?? row.ma_nv),
            onEdit: rights.edit ? () => setEditing(row) : undefined,
            onDelete: rights.del ? () => deleteOne(row, String(row.ten_nv ?? row.ma_nv)) : undefined,
          }),
        ),
      );
    }
    return list;
  }, [t, rights.edit, rights.del, deleteOne, editDelete]);

  return (
    <Flex vertical gap={12}>
      <Alert
        type="info"
        showIcon
        title={t("crmCampaigns.revenuePending")}
        description={t("crmCampaigns.actualsHint")}
      />
      <DataTable<TargetRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={targetKeys.list}
        settingsKey="crm.targets"
        dateRange
        filterKeys={TARGET_FILTERS}
        filters={(values, setFilter) => <TargetEmployeeFilter values={values} setFilter={setFilter} />}
        emptyText={t("crmCampaigns.noTargets")}
        exportable={rights.print}
        exportName={t("crmCampaigns.targetsExport")}
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
          definition={targetEntity}
          record={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
    </Flex>
  );
}
