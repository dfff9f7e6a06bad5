import { bannerEntity, custom1Entity, custom2Entity, custom3Entity, dictionaryEntity, sttEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

/** Catalogue entries the forms pick from: `group` names the list, `ma_tudien` the entry. */
export const dictionaries = entityTable(dictionaryEntity);

/** The statuses a document type (`ma_ct`) moves through, with their labels and colours. */
export const stt = entityTable(sttEntity, { uniqueTogether: [["ma_ct", "status"]] });

export const custom1 = entityTable(custom1Entity);
export const custom2 = entityTable(custom2Entity);
export const custom3 = entityTable(custom3Entity);

export const banners = entityTable(bannerEntity);
