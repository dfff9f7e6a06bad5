import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import type { Period } from "./periods";

export type DashboardName = "analytics" | "ecommerce";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  one: (name: DashboardName, period: Period, branches: readonly string[]) =>
    [...dashboardKeys.all, name, period, branches] as const,
};

/**
 * A dashboard's figures for the period over the branches chosen in the navbar: choosing other
 * branches fetches again; the last figures stay on screen while the next load.
 */
export function useDashboard<T>(name: DashboardName, period: Period, enabled: boolean) {
  const branches = useSession((s) => s.selectedBranches);
  return useQuery({
    queryKey: dashboardKeys.one(name, period, branches),
    queryFn: ({ signal }) => api.get<T>(`dashboard/${name}`, { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
