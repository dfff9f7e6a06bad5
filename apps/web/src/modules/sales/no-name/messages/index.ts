import { i18n } from "@/platform/i18n";
import { noNameEn } from "./en";
import { noNameVi } from "./vi";

/** The no-name card screens' texts join the app's under `noName.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { noName: noNameVi }, true, true);
i18n.addResourceBundle("en", "translation", { noName: noNameEn }, true, true);
