import { i18n } from "@/platform/i18n";
import { accountingReportsEn } from "./en";
import { accountingReportsVi } from "./vi";

/** The accounting reports' texts join the app's under `accountingReports.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { accountingReports: accountingReportsVi }, true, true);
i18n.addResourceBundle("en", "translation", { accountingReports: accountingReportsEn }, true, true);
