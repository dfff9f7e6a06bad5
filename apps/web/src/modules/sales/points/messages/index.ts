import { i18n } from "@/platform/i18n";
import { pointsEn } from "./en";
import { pointsVi } from "./vi";

/** The loyalty points' texts join the app's under `points.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { points: pointsVi }, true, true);
i18n.addResourceBundle("en", "translation", { points: pointsEn }, true, true);
