import { i18n } from "@/platform/i18n";
import { saleOrdersEn } from "./en";
import { saleOrdersVi } from "./vi";

/** The sales order screens' texts join the app's under `saleOrders.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { saleOrders: saleOrdersVi }, true, true);
i18n.addResourceBundle("en", "translation", { saleOrders: saleOrdersEn }, true, true);
