import { documentPagesOf } from "@/platform/document/documentPages";
import { giftExchangeKind } from "./giftExchangeKind";
import { giftExchangeParts } from "./giftExchangeParts";

/** The list, form, view and print of gift exchanges. */
export const giftExchangePages = documentPagesOf(giftExchangeKind, giftExchangeParts);
