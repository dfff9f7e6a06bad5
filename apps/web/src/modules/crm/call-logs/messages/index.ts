import { i18n } from "@/platform/i18n";
import { callsEn } from "./en";
import { callsVi } from "./vi";

/** The call-log screens' texts join the app's under `crmCalls.*` when the CRM chunk loads. */
i18n.addResourceBundle("vi", "translation", { crmCalls: callsVi }, true, true);
i18n.addResourceBundle("en", "translation", { crmCalls: callsEn }, true, true);
