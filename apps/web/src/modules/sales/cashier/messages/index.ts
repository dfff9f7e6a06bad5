import { i18n } from "@/platform/i18n";
import { cashierEn } from "./en";
import { cashierVi } from "./vi";

/** The cashier's texts join the app's under `cashier.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { cashier: cashierVi }, true, true);
i18n.addResourceBundle("en", "translation", { cashier: cashierEn }, true, true);
