import { i18n } from "@/platform/i18n";
import { adminEn } from "./en";
import { adminVi } from "./vi";

/** The administration screens' texts join the app's under `admin.*` when this area's chunk loads. */
i18n.addResourceBundle("vi", "translation", { admin: adminVi }, true, true);
i18n.addResourceBundle("en", "translation", { admin: adminEn }, true, true);
