import { PAGE_SIZES } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";

/** A page of a card list or history: 20 rows unless asked (the card screens' and the client area's). */
export const page = {
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), bilingual("Số dòng không hợp lệ", "Bad page size"))
    .default(20),
};

/** A card number as sent; the reads compare it in upper case. */
export const cardCode = z.string().trim().min(1).max(32);
