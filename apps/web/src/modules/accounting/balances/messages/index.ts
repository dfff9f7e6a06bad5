import { i18n } from "@/platform/i18n";
import { balancesEn } from "./en";
import { balancesVi } from "./vi";

/** The opening balances' check joins the app's texts under `accountingBalances.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { accountingBalances: balancesVi }, true, true);
i18n.addResourceBundle("en", "translation", { accountingBalances: balancesEn }, true, true);
