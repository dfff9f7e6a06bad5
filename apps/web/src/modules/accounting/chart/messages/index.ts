import { i18n } from "@/platform/i18n";
import { chartEn } from "./en";
import { chartVi } from "./vi";

/** The chart of accounts' texts join the app's under `accountingChart.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { accountingChart: chartVi }, true, true);
i18n.addResourceBundle("en", "translation", { accountingChart: chartEn }, true, true);
