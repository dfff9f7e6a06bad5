import { documentPages } from "@/platform/document";
import { deliveryKind, receiptKind, transferKind } from "./stockDocumentKinds";

/** The screens of receipts, deliveries and transfers, drawn by the generic document screens. */
export const receiptPages = documentPages(receiptKind);
export const deliveryPages = documentPages(deliveryKind);
export const transferPages = documentPages(transferKind);
