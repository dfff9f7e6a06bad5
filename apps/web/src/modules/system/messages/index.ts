import { i18n } from "@/platform/i18n";
import { systemEn } from "./en";
import { systemVi } from "./vi";

/** The system screens' texts join the app's under `system.*` when this area's chunk loads. */
i18n.addResourceBundle("vi", "translation", { system: systemVi }, true, true);
i18n.addResourceBundle("en", "translation", { system: systemEn }, true, true);
