import { i18n } from "@/platform/i18n";
import { partnersEn } from "./en";
import { partnersVi } from "./vi";

/** The partner screens' texts join the app's under `crmPartners.*` when the CRM chunk loads. */
i18n.addResourceBundle("vi", "translation", { crmPartners: partnersVi }, true, true);
i18n.addResourceBundle("en", "translation", { crmPartners: partnersEn }, true, true);
