import { i18n } from "@/platform/i18n";
import { documentEn } from "./en";
import { documentVi } from "./vi";

/** The document screens' texts join the app's under `document.*` when the first document screen loads. */
i18n.addResourceBundle("vi", "translation", { document: documentVi }, true, true);
i18n.addResourceBundle("en", "translation", { document: documentEn }, true, true);
