import { i18n } from "@/platform/i18n";
import { clientEn } from "./en";
import { clientVi } from "./vi";

/** The client area's texts join the app's under `client.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { client: clientVi }, true, true);
i18n.addResourceBundle("en", "translation", { client: clientEn }, true, true);
