import { hasRight, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ReportScope } from "@/platform/report";
import { useRouteMeta } from "@/platform/routing/useRouteMeta";
import { useSession } from "@/platform/session/sessionStore";

/** Where a report of this command is shown: the page's title, the navbar's branches, the user's print right. */
export function useReportScope(command: string): ReportScope {
  const { i18n } = useTranslation();
  const meta = useRouteMeta();
  const canExport = useSession((s) => Boolean(s.user && hasRight(s.user, command, "print")));
  const branches = useSession((s) => s.branches);
  const selected = useSession((s) => s.selectedBranches);
  const title = meta ? pick(meta.pageTitle, i18n.language) : command;
  return useMemo(
    () => ({
      title,
      canExport,
      branchCodes: selected,
      branches: selected.map((code) => {
        const branch = branches?.find((b) => b.ma_dvcs === code);
        return branch ? `${code} - ${pick({ vi: branch.ten_dvcs, en: branch.ten_dvcs_en }, i18n.language)}` : code;
      }),
    }),
    [title, canExport, selected, branches, i18n.language],
  );
}
