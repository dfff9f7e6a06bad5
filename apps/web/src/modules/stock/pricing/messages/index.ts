import { i18n } from "@/platform/i18n";
import { pricingEn } from "./en";
import { pricingVi } from "./vi";

/** The rate, hours and set screens' texts join the app's under `stockPricing.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { stockPricing: pricingVi }, true, true);
i18n.addResourceBundle("en", "translation", { stockPricing: pricingEn }, true, true);
