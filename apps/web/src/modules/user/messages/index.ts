import { i18n } from "@/platform/i18n";
import { userEn } from "./en";
import { userVi } from "./vi";

/** The user screens' texts join the app's under `user.*` when this area's chunk loads. */
i18n.addResourceBundle("vi", "translation", { user: userVi }, true, true);
i18n.addResourceBundle("en", "translation", { user: userEn }, true, true);
