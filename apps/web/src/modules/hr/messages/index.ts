import { i18n } from "@/platform/i18n";
import { hrEn } from "./en";
import { hrVi } from "./vi";

/** The HR screens' texts join the app's under `hr.*` when this area's chunk loads. */
i18n.addResourceBundle("vi", "translation", { hr: hrVi }, true, true);
i18n.addResourceBundle("en", "translation", { hr: hrEn }, true, true);
