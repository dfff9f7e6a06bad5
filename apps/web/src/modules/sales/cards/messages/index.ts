import { i18n } from "@/platform/i18n";
import { paymentCardsEn } from "./en";
import { paymentCardsVi } from "./vi";

/** The prepaid card screens' texts join the app's under `paymentCards.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { paymentCards: paymentCardsVi }, true, true);
i18n.addResourceBundle("en", "translation", { paymentCards: paymentCardsEn }, true, true);
