import { i18n } from "@/platform/i18n";
import { vouchersEn } from "./en";
import { vouchersVi } from "./vi";

/** The voucher screens' texts join the app's under `vouchers.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { vouchers: vouchersVi }, true, true);
i18n.addResourceBundle("en", "translation", { vouchers: vouchersEn }, true, true);
