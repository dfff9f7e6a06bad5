import { useMemo } from "react";
import { useSession } from "@/app/session/sessionStore";
import { EntityForm, type EntityRow } from "@/platform/entity";
import { type FieldDefaults, withDefaults } from "./formDefaults";
import type { ScheduleKindView } from "./scheduleKinds";

export type Editing = { record: EntityRow } | { defaults: FieldDefaults };

/**
 * The generic form of an appointment or a ticket: the record to edit, or a new one starting with the user's own
 * employee as assignee and any other starting values (a slot picked on the calendar).
 */
export function ScheduleFormModal({
  kind,
  editing,
  onClose,
  onSaved,
}: {
  kind: ScheduleKindView;
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const saler = useSession((s) => s.user?.saler ?? undefined);
  const defaults = "defaults" in editing ? editing.defaults : undefined;
  const definition = useMemo(
    () => (defaults ? withDefaults(kind.definition, { ma_nv: saler, ...defaults }) : kind.definition),
    [kind, defaults, saler],
  );
  return (
    <EntityForm
      definition={definition}
      record={"record" in editing ? editing.record : undefined}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
