import { i18n } from "@/platform/i18n";
import { balancesEn } from "./en";
import { balancesVi } from "./vi";

/** The stock balance screens' texts join the app's under `stockBalances.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { stockBalances: balancesVi }, true, true);
i18n.addResourceBundle("en", "translation", { stockBalances: balancesEn }, true, true);
