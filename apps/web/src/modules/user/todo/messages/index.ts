import { i18n } from "@/platform/i18n";
import { todoEn } from "./en";
import { todoVi } from "./vi";

/** The to-do list's texts join the app's under `todo.*` when its screen loads. */
i18n.addResourceBundle("vi", "translation", { todo: todoVi }, true, true);
i18n.addResourceBundle("en", "translation", { todo: todoEn }, true, true);
