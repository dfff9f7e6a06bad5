import { i18n } from "@/platform/i18n";
import { returnsEn } from "./en";
import { returnsVi } from "./vi";

/** The return screens' texts join the app's under `returns.*` when their chunk loads. */
i18n.addResourceBundle("vi", "translation", { returns: returnsVi }, true, true);
i18n.addResourceBundle("en", "translation", { returns: returnsEn }, true, true);
