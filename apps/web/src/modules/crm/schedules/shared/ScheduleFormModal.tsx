import { useMemo } from "react";
import { EntityForm, type EntityRow } from "@/platform/entity";
import { useSession } from "@/platform/session/sessionStore";
import type { ScheduleKindView } from "./scheduleKinds";

/** A new record's starting values by field name (a slot picked on the calendar: start and end as ISO texts). */
export type FieldDefaults = Record<string, string | undefined>;

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
  const given = "defaults" in editing ? editing.defaults : undefined;
  const defaults = useMemo(() => (given ? { ma_nv: saler, ...given } : undefined), [given, saler]);
  return (
    <EntityForm
      definition={kind.definition}
      record={"record" in editing ? editing.record : undefined}
      defaults={defaults}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
