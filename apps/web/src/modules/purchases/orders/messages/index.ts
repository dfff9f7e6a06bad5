import { i18n } from "@/platform/i18n";
import { purchaseOrdersEn } from "./en";
import { purchaseOrdersVi } from "./vi";

/** The purchase order screens' texts join the app's under `purchaseOrders.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { purchaseOrders: purchaseOrdersVi }, true, true);
i18n.addResourceBundle("en", "translation", { purchaseOrders: purchaseOrdersEn }, true, true);
