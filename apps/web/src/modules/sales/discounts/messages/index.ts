import { i18n } from "@/platform/i18n";
import { discountsEn } from "./en";
import { discountsVi } from "./vi";

/** The discounts' texts join the app's under `discounts.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { discounts: discountsVi }, true, true);
i18n.addResourceBundle("en", "translation", { discounts: discountsEn }, true, true);
