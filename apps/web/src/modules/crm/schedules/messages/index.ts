import { i18n } from "@/platform/i18n";
import { schedulesEn } from "./en";
import { schedulesVi } from "./vi";

/** The appointment and ticket screens' texts join the app's under `schedules.*` when the CRM chunk loads. */
i18n.addResourceBundle("vi", "translation", { schedules: schedulesVi }, true, true);
i18n.addResourceBundle("en", "translation", { schedules: schedulesEn }, true, true);
