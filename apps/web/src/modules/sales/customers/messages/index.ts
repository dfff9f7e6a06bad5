import { i18n } from "@/platform/i18n";
import { salesCustomersEn } from "./en";
import { salesCustomersVi } from "./vi";

/** The sales customer screens' texts join the app's under `salesCustomers.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { salesCustomers: salesCustomersVi }, true, true);
i18n.addResourceBundle("en", "translation", { salesCustomers: salesCustomersEn }, true, true);
