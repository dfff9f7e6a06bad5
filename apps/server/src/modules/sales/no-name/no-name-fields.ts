import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { code } from "../../../platform/documents/document.schemas.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { noNameCardLedger } from "../sales.tables.js";

/** A serial as a line sends it: letters, digits and dashes, up to 32 (capitals are kept). */
export const serial = (label: { vi: string; en: string }) =>
  code(label, 32).regex(
    /^[A-Za-z0-9-]+$/,
    bilingual(`${label.vi} chỉ gồm chữ, số và dấu -`, `${label.en} takes letters, digits and dashes only`),
  );

/** A code a document names (a card type, a customer), or nothing. */
export const optionalCode = z.string().trim().max(50).nullish();

/** A kind's lines as stored, numbered from 1, and its totals: `total` of them (nothing for cards that hold nothing yet). */
export const numberedLines =
  <L extends DocumentRow>(total: (lines: L[]) => bigint = () => 0n) =>
  (lines: L[]) => ({ details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(total(lines)) });

/**
 * What a kind that moves cards and no money (an issue, a receive) has of a document: lines the server makes from its
 * header, numbered, with nothing to total; its number repeated in the card ledger.
 */
export const cardsOnly = <L extends DocumentRow>() => ({
  lineFields: {},
  lineShape: { fields: {}, price: numberedLines<L>() },
  prefix: voucherPrefix,
  numberRepeatedIn: [noNameCardLedger],
});
