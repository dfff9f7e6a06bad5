import { i18n } from "@/platform/i18n";
import { servicesEn } from "./en";
import { servicesVi } from "./vi";

/** The service bills' and packages' texts join the app's under `services.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { services: servicesVi }, true, true);
i18n.addResourceBundle("en", "translation", { services: servicesEn }, true, true);
