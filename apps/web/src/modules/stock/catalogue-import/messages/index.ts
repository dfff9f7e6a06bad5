import { i18n } from "@/platform/i18n";
import { catalogueImportEn } from "./en";
import { catalogueImportVi } from "./vi";

/** The catalogue import's texts join the app's under `catalogueImport.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { catalogueImport: catalogueImportVi }, true, true);
i18n.addResourceBundle("en", "translation", { catalogueImport: catalogueImportEn }, true, true);
