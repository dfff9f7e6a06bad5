import { pick, visibleEmployees } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { entityApi, entityKeys } from "@/platform/entity";
import { useSession } from "@/platform/session/sessionStore";
import type { ScheduleKindView } from "./scheduleKinds";

export interface Choice {
  value: string;
  label: string;
  /** A type's colour (#rrggbb). */
  color?: string;
}

const EMPLOYEES_API = "hr/employees";
const NONE: Choice[] = [];

function useLookup(apiPath: string) {
  return useQuery({
    queryKey: entityKeys.lookup(apiPath),
    queryFn: () => entityApi.lookup(apiPath),
    staleTime: 60_000,
  }).data;
}

/**
 * The choices of the filters: the kind's types with their colours, its statuses, and the assignees the user may
 * see (a restricted user only their own employees).
 */
export function useScheduleChoices(kind: ScheduleKindView) {
  const { i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const typeRows = useLookup(kind.typesApi);
  const employeeRows = useLookup(EMPLOYEES_API);

  const types = useMemo<Choice[]>(
    () =>
      typeRows?.map((row) => ({
        value: String(row.ma_loai),
        label: String(row.ten_loai ?? row.ma_loai),
        color: typeof row.mau === "string" && row.mau ? row.mau : undefined,
      })) ?? NONE,
    [typeRows],
  );
  const statuses = useMemo<Choice[]>(
    () => kind.statuses.map((s) => ({ value: s.value, label: pick(s.label, i18n.language) })),
    [kind, i18n.language],
  );
  const employees = useMemo<Choice[]>(() => {
    const allowed = user ? visibleEmployees(user) : [];
    return (
      employeeRows
        ?.filter((row) => !allowed || allowed.includes(String(row.ma_nv)))
        .map((row) => ({ value: String(row.ma_nv), label: `${row.ma_nv} - ${row.ten_nv ?? ""}` })) ?? NONE
    );
  }, [employeeRows, user]);

  return { types, statuses, employees };
}

/** The label of a value among choices (the value itself when unknown). */
export function labelOf(choices: Choice[], value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return choices.find((c) => c.value === text)?.label ?? text;
}
