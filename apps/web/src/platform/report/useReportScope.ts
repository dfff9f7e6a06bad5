import { hasRight, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRouteMeta } from "@/platform/routing/useRouteMeta";
import { useSession } from "@/platform/session/sessionStore";
import type { ReportScope } from "./reportDefinition";

/**
 * Where a report of `command` is shown: its title (`title`, else the page's), the navbar's branches, and whether the
 * user may print it (Excel).
 */
export function useReportScope(command: string, title?: string): ReportScope {
  const { i18n } = useTranslation();
  const meta = useRouteMeta();
  const canExport = useSession((s) => Boolean(s.user && hasRight(s.user, command, "print")));
  const branches = useSession((s) => s.branches);
  const selected = useSession((s) => s.selectedBranches);
  const shown = title ?? (meta ? pick(meta.pageTitle, i18n.language) : command);
  return useMemo(
    () => ({
      title: shown,
      canExport,
      branchCodes: selected,
      branches: selected.map((code) => {
        const branch = branches?.find((b) => b.ma_dvcs === code);
        return branch ? `${code} - ${pick({ vi: branch.ten_dvcs, en: branch.ten_dvcs_en }, i18n.language)}` : code;
      }),
    }),
    [shown, canExport, selected, branches, i18n.language],
  );
}
