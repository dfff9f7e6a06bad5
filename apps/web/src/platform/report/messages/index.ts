import { i18n } from "@/platform/i18n";
import { reportEn } from "./en";
import { reportVi } from "./vi";

/** The report frame's texts join the app's under `report.*` when the first report loads. */
i18n.addResourceBundle("vi", "translation", { report: reportVi }, true, true);
i18n.addResourceBundle("en", "translation", { report: reportEn }, true, true);
