import { i18n } from "@/platform/i18n";
import { roomsEn } from "./en";
import { roomsVi } from "./vi";

/** The room board's texts join the app's under `rooms.*` when its chunk loads. */
i18n.addResourceBundle("vi", "translation", { rooms: roomsVi }, true, true);
i18n.addResourceBundle("en", "translation", { rooms: roomsEn }, true, true);
