import { i18n } from "@/platform/i18n";
import { servingsEn } from "./en";
import { servingsVi } from "./vi";

/** The servings' texts join the app's under `servings.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { servings: servingsVi }, true, true);
i18n.addResourceBundle("en", "translation", { servings: servingsEn }, true, true);
