import { pick } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditDeleteActions } from "@/platform/entity/RowActions";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { type Editing, ScheduleFormModal } from "../shared/ScheduleFormModal";
import type { ScheduleKindView } from "../shared/scheduleKinds";
import { type ScheduleRow, scheduleKeys } from "../shared/schedulesApi";
import { labelOf, useScheduleChoices } from "../shared/useScheduleChoices";
import { useSchedulePatch } from "../shared/useSchedulePatch";

/**
 * What a list of appointments or tickets does with its rows, as the user's rights allow: the form (new, edit),
 * delete, and the quick status change; `form` is the dialog to draw.
 */
export function useScheduleEditing(kind: ScheduleKindView) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useEntityRights(kind.definition);
  const patch = useSchedulePatch(kind);
  const { statuses } = useScheduleChoices(kind);
  const [editing, setEditing] = useState<Editing>();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(kind) }),
    [queryClient, kind],
  );
  const { deleteOne } = useEntityDelete(kind.definition, refresh);

  const onStatus = useMemo(
    () =>
      rights.edit
        ? (row: ScheduleRow, status: string) =>
            void patch(
              row.id,
              { trang_thai: status },
              t("schedules.common.statusChanged", { status: labelOf(statuses, status) }),
            )
        : undefined,
    [rights.edit, patch, statuses, t],
  );
  const editDelete = useEditDeleteActions();
  const actions = useMemo(
    () =>
      rights.edit || rights.del
        ? (row: ScheduleRow) =>
            editDelete({
              label: row.tieu_de,
              onEdit: rights.edit ? () => setEditing({ record: row }) : undefined,
              onDelete: rights.del ? () => deleteOne(row, row.tieu_de) : undefined,
            })
        : undefined,
    [rights.edit, rights.del, deleteOne, editDelete],
  );

  const form = editing && (
    <ScheduleFormModal
      kind={kind}
      editing={editing}
      onClose={() => setEditing(undefined)}
      onSaved={() => {
        setEditing(undefined);
        void refresh();
      }}
    />
  );
  const name = pick(kind.definition.label, i18n.language);
  return { rights, onStatus, actions, form, create: () => setEditing({ defaults: {} }), name };
}
