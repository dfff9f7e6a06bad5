import { documentPagesOf } from "@/platform/document/documentPages";
import { giftKind } from "./giftKind";
import { giftParts } from "./giftParts";

/** The list, form, view and print of gift orders. */
export const giftPages = documentPagesOf(giftKind, giftParts);
