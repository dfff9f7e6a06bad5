import { i18n } from "@/platform/i18n";
import { billsEn } from "./en";
import { billsVi } from "./vi";

/** The bill screens' texts join the app's under `bills.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { bills: billsVi }, true, true);
i18n.addResourceBundle("en", "translation", { bills: billsEn }, true, true);
