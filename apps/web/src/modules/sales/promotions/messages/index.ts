import { i18n } from "@/platform/i18n";
import { promotionsEn } from "./en";
import { promotionsVi } from "./vi";

/** The promotion rules' texts join the app's under `promotions.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { promotions: promotionsVi }, true, true);
i18n.addResourceBundle("en", "translation", { promotions: promotionsEn }, true, true);
