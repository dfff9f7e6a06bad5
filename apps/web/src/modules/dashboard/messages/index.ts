import { i18n } from "@/platform/i18n";
import { dashboardEn } from "./en";
import { dashboardVi } from "./vi";

/** The dashboards' texts join the app's under `dashboard.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { dashboard: dashboardVi }, true, true);
i18n.addResourceBundle("en", "translation", { dashboard: dashboardEn }, true, true);
