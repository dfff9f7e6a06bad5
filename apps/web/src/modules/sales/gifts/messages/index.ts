import { i18n } from "@/platform/i18n";
import { giftsEn } from "./en";
import { giftsVi } from "./vi";

/** The gift orders' texts join the app's under `gifts.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { gifts: giftsVi }, true, true);
i18n.addResourceBundle("en", "translation", { gifts: giftsEn }, true, true);
