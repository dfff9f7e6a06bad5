import { i18n } from "@/platform/i18n";
import { crmReportsEn } from "./en";
import { crmReportsVi } from "./vi";

/** The CRM reports' texts join the app's under `crmReports.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { crmReports: crmReportsVi }, true, true);
i18n.addResourceBundle("en", "translation", { crmReports: crmReportsEn }, true, true);
