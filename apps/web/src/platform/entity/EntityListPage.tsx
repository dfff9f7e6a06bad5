import { DeleteOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { type EntityDefinition, pick } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { type Key, type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { DataTable, type TableQuery } from "@/platform/table";
import { EntityFilters, filterableFields } from "./EntityFilters";
import { EntityForm, type FormInputs } from "./EntityForm";
import { entityApi, entityKeys } from "./entityApi";
import type { EntityRow } from "./formValues";
import { useEditDeleteActions } from "./RowActions";
import { useEntityColumns } from "./useEntityColumns";
import { useEntityDelete } from "./useEntityDelete";
import { useEntityRights } from "./useEntityRights";

/**
 * The list of an entity drawn from its definition: columns, filters, date range, search and sort; 'Thêm mới',
 * edit, delete and export as the user's rights on its command allow, the shared form for create and edit.
 */
export function EntityListPage({
  definition,
  onChanged,
  detailPath,
  inputs,
  tools,
}: {
  definition: EntityDefinition;
  /** After a save or delete: for lists the session also keeps (dictionaries, statuses). */
  onChanged?: () => void;
  /** A row's own page (a campaign's partners and results): its name links there, and an action opens it. */
  detailPath?: (row: EntityRow) => string;
  /** A module's own form inputs, by field name, in place of the generic ones (a picker of users). */
  inputs?: FormInputs;
  /** The screen's own buttons before 'Thêm mới' ('Nhập từ Excel'), given how to reload the list. */
  tools?: (refresh: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useEntityRights(definition);
  const [editing, setEditing] = useState<EntityRow | "new" | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const name = pick(definition.label, i18n.language);

  const refresh = useCallback(() => {
    setSelected([]);
    onChanged?.();
    return queryClient.invalidateQueries({ queryKey: entityKeys.all(definition) });
  }, [queryClient, definition, onChanged]);
  const { deleteOne, deleteMany } = useEntityDelete(definition, refresh);

  const labelOf = useCallback(
    (row: EntityRow) => String(row[definition.labelField ?? ""] ?? row[definition.fields[0]?.name ?? "id"] ?? ""),
    [definition],
  );
  const navigate = useNavigate();
  const editDelete = useEditDeleteActions();
  const actions = useMemo(() => {
    if (!rights.edit && !rights.del && !detailPath) return undefined;
    return (row: EntityRow) =>
      editDelete({
        label: labelOf(row),
        // A record with its own page opens there first; edit and delete follow in the row's menu.
        before: detailPath
          ? [{ key: "open", title: t("entity.open"), icon: <EyeOutlined />, onClick: () => navigate(detailPath(row)) }]
          : [],
        onEdit: rights.edit ? () => setEditing(row) : undefined,
        onDelete: rights.del ? () => deleteOne(row, labelOf(row)) : undefined,
      });
  }, [rights.edit, rights.del, labelOf, deleteOne, detailPath, navigate, t, editDelete]);
  const plainColumns = useEntityColumns(definition, actions);
  const columns = useMemo(
    () =>
      detailPath
        ? plainColumns.map((c) =>
            c.key === definition.labelField
              ? { ...c, render: (row: EntityRow) => <Link to={detailPath(row)}>{labelOf(row)}</Link> }
              : c,
          )
        : plainColumns,
    [plainColumns, detailPath, definition.labelField, labelOf],
  );
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) => entityApi.list(definition, query, signal),
    [definition],
  );
  const filterKeys = useMemo(() => filterableFields(definition).map((f) => f.name), [definition]);

  return (
    <>
      <DataTable<EntityRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={entityKeys.list(definition)}
        settingsKey={`entity.${definition.name}`}
        dateRange={Boolean(definition.dateField)}
        branchScoped={definition.branchScoped}
        filterKeys={filterKeys}
        filters={(values, setFilter) => <EntityFilters definition={definition} values={values} setFilter={setFilter} />}
        rowSelection={rights.del ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
        emptyText={t("entity.empty", { name: name.toLowerCase() })}
        exportable={rights.print}
        exportName={name}
        exportFrom={`${definition.api}/export`}
        toolbar={
          <>
            {rights.del && selected.length > 0 && (
              <Button danger icon={<DeleteOutlined />} onClick={() => deleteMany(selected.map(String))}>
                {t("entity.deleteSelected", { count: selected.length })}
              </Button>
            )}
            {tools?.(() => void refresh())}
            {rights.add && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="entity-add">
                {t("entity.add")}
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <EntityForm
          definition={definition}
          record={editing === "new" ? undefined : editing}
          inputs={inputs}
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
