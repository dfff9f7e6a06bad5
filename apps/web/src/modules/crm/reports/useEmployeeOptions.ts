import { visibleEmployees } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { entityApi, entityKeys } from "@/platform/entity/entityApi";
import { useSession } from "@/platform/session/sessionStore";

export interface EmployeeOption {
  value: string;
  label: string;
  name: string;
}

const EMPLOYEES = "hr/employees";

/**
 * The employees a report may be narrowed to, "code - name": everyone, or only those named in the user's
 * rights when the administrator limited whose records they see.
 */
export function useEmployeeOptions(): EmployeeOption[] {
  const user = useSession((s) => s.user);
  const { data } = useQuery({
    queryKey: entityKeys.lookup(EMPLOYEES),
    queryFn: () => entityApi.lookup(EMPLOYEES),
    staleTime: 60_000,
  });
  return useMemo(() => {
    const visible = user ? visibleEmployees(user) : [];
    return (data ?? [])
      .map((row) => ({ code: String(row.ma_nv ?? ""), name: String(row.ten_nv ?? "") }))
      .filter(({ code }) => code && (!visible || visible.includes(code)))
      .map(({ code, name }) => ({ value: code, name, label: name ? `${code} - ${name}` : code }));
  }, [data, user]);
}
