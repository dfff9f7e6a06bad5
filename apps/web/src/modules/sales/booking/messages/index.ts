import { i18n } from "@/platform/i18n";
import { bookingEn } from "./en";
import { bookingVi } from "./vi";

/** The booking pages' texts join the app's under `booking.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { booking: bookingVi }, true, true);
i18n.addResourceBundle("en", "translation", { booking: bookingEn }, true, true);
