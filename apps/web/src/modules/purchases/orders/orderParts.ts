import { goodsParts } from "@/platform/document";
import { orderKind } from "./orderKind";

/** The order's form, list and print parts: the goods document's, made once. */
export const orderParts = goodsParts(orderKind);
