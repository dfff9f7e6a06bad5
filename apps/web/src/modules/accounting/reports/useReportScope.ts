import { hasRight, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ReportScope } from "@/platform/report";
import { useSession } from "@/platform/session/sessionStore";

/** The accounting reports' command: the page's rights cover its three reports. */
export const REPORTS_COMMAND = "accounting.reports.cash-book";

/** Where an accounting report is shown: its title, the navbar's branches, the user's print right (Excel). */
export function useReportScope(title: string): ReportScope {
  const { i18n } = useTranslation();
  const canExport = useSession((s) => Boolean(s.user && hasRight(s.user, REPORTS_COMMAND, "print")));
  const branches = useSession((s) => s.branches);
  const selected = useSession((s) => s.selectedBranches);
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
