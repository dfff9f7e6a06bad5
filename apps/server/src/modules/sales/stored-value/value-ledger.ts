import { type Fixed, formatDate, formatNumber, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";

/*
 * Stored value held for customers (a prepaid card, a no-name card): each holder's balance is the sum of its ledger,
 * cached on its row (`so_du`, never below zero) and moved with the ledger in the document's transaction, under the
 * holders' row locks. A book names where one kind of holder and its ledger live and when a holder may not be used.
 */

/** A holder as a movement finds it: its balance and whatever its book's refusals read. */
export type Holder = { so_du: string } & Record<string, unknown>;

export interface ValueBook<H extends Holder = Holder> {
  /** The holders' table, the column naming a holder (in the ledger too), and the ledger. */
  table: string;
  key: string;
  ledger: string;
  /** The other columns the book reads of a holder (a SQL select list). */
  columns: string;
  /** Why a holder may not pay or be paid onto on `ngay_ct` (unknown, locked, expired…); undefined when it may. */
  unusable(holder: H | undefined, code: string, ngay_ct: string): string | undefined;
  /** What undoing a movement of a kind writes: a payment comes back as a refund. */
  undo(loai: string): string;
}

/** One movement of a holder's balance by a document: signed hundredths; `field` names what to blame in a refusal. */
export interface ValueMove {
  code: string;
  tien: Fixed;
  loai: string;
  field: string;
}

const money = (value: Fixed) => formatNumber(Number(fromFixed(value, MONEY)));

/** The refusal of a card used after its last day. */
export function expiredOn(code: string, day: string) {
  const shown = formatDate(day);
  return bilingual(`Thẻ ${code} đã hết hạn ngày ${shown}`, `Card ${code} expired on ${shown}`);
}

export const unknownCard = (code: string) => bilingual(`Thẻ ${code} không tồn tại`, `Card ${code} does not exist`);

/**
 * The holders named; locked (`lock`, at posting) in key order, so two documents never wait on each other crosswise.
 */
export async function holdersOf<H extends Holder>(
  db: TenantDb,
  book: ValueBook<H>,
  codes: readonly string[],
  lock = false,
): Promise<Map<string, H>> {
  const { rows } = await db.$client.query<H>(
    prepared(
      `SELECT ${book.key}, so_du::text, ${book.columns} FROM ${book.table}
       WHERE ${book.key} = ANY($1) ORDER BY ${book.key}${lock ? " FOR UPDATE" : ""}`,
      [[...new Set(codes)].sort()],
    ),
  );
  return new Map(rows.map((r) => [String(r[book.key]), r]));
}

/**
 * Why a holder cannot give `draw` from `balance` on `ngay_ct`; undefined when it can. Money back onto a holder (a
 * refund, an undone payment) is never refused for its state or date.
 */
function refusalOf<H extends Holder>(
  book: ValueBook<H>,
  holder: H | undefined,
  code: string,
  draw: Fixed,
  balance: Fixed,
  ngay_ct: string,
) {
  if (draw <= 0n) return holder ? undefined : unknownCard(code);
  const unusable = book.unusable(holder, code, ngay_ct);
  if (unusable) return unusable;
  if (balance < draw) {
    return bilingual(
      `Số dư thẻ ${code} không đủ: còn ${money(balance)} ₫, cần ${money(draw)} ₫`,
      `Card ${code} has too little: ${money(balance)} ₫ left, ${money(draw)} ₫ needed`,
    );
  }
  return undefined;
}

/**
 * Each movement against the balance the ones before it left on its holder; 422 naming the field of each refused.
 * Gives each holder's balance after them.
 */
export function balancesAfter<H extends Holder>(
  book: ValueBook<H>,
  holders: Map<string, H>,
  moves: readonly ValueMove[],
  ngay_ct: string,
) {
  const balances = new Map([...holders.entries()].map(([code, h]) => [code, toFixed(h.so_du, MONEY)]));
  const errors: Record<string, string> = {};
  for (const move of moves) {
    const balance = balances.get(move.code) ?? 0n;
    const refused = refusalOf(book, holders.get(move.code), move.code, -move.tien, balance, ngay_ct);
    if (refused) errors[move.field] = refused;
    else balances.set(move.code, balance + move.tien);
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return balances;
}

/**
 * Writes movements into the book's ledger as they are, naming the document (a history line moves no money). Sent
 * without waiting (`later`): nothing reads the rows before COMMIT, whose round trip reports any failure.
 */
export function recordMoves(
  db: TenantDb,
  book: ValueBook,
  doc: JournalDocument,
  moves: readonly Omit<ValueMove, "field">[],
) {
  if (moves.length === 0) return;
  db.later(
    `INSERT INTO ${book.ledger} (${book.key}, ngay_ct, ma_dvcs, stt_rec, ma_ct, so_ct, loai, tien, dien_giai)
       SELECT u.code, $1, $2, $3, $4, $5, u.loai, u.tien, $6
       FROM unnest($7::text[], $8::text[], $9::numeric[]) AS u(code, loai, tien)`,
    [
      doc.ngay_ct,
      doc.ma_dvcs,
      doc.stt_rec,
      doc.ma_ct,
      doc.so_ct,
      String(doc.dien_giai ?? ""),
      moves.map((m) => m.code),
      moves.map((m) => m.loai),
      moves.map((m) => fromFixed(m.tien, MONEY)),
    ],
  );
}

/**
 * Moves holders already locked (`holdersOf(…, true)`) by a document: each movement checked against the balance the
 * ones before it left (422 naming its field), then the ledger written and each moved holder's cached balance set
 * to the same sum, so the balance is always the sum of the ledger and never below zero.
 */
export async function moveLocked<H extends Holder>(
  db: TenantDb,
  book: ValueBook<H>,
  doc: JournalDocument,
  holders: Map<string, H>,
  moves: readonly ValueMove[],
): Promise<void> {
  if (moves.length === 0) return;
  const balances = balancesAfter(book, holders, moves, doc.ngay_ct);
  recordMoves(db, book, doc, moves);
  const moved = new Set(moves.filter((m) => m.tien !== 0n).map((m) => m.code));
  const changed = [...balances.entries()].filter(([code]) => moved.has(code));
  if (changed.length === 0) return;
  // The balances were checked under the holders' locks: the update cannot be refused, so nothing waits for it.
  db.later(
    `UPDATE ${book.table} c SET so_du = u.so_du, updated_at = now()
     FROM unnest($1::text[], $2::numeric[]) AS u(code, so_du) WHERE c.${book.key} = u.code`,
    [changed.map(([code]) => code), changed.map(([, so_du]) => fromFixed(so_du, MONEY))],
  );
}

/** Moves holders by a document, in its transaction, under their row locks (see `moveLocked`). */
export async function moveValue<H extends Holder>(
  db: TenantDb,
  book: ValueBook<H>,
  doc: JournalDocument,
  moves: readonly ValueMove[],
): Promise<void> {
  if (moves.length === 0) return;
  const holders = await holdersOf(
    db,
    book,
    moves.map((m) => m.code),
    true,
  );
  await moveLocked(db, book, doc, holders, moves);
}

/**
 * The reverse of a document's movements in a book (its cancel): each holder given back what the document took,
 * and back; refused (422) when a holder has spent what the document put on it.
 */
export async function reverseValue(db: TenantDb, book: ValueBook, doc: JournalDocument): Promise<void> {
  const { rows } = await db.$client.query<{ code: string; loai: string; tien: string }>(
    prepared(
      `SELECT ${book.key} AS code, loai, tien::text FROM ${book.ledger} WHERE stt_rec = $1 AND tien <> 0 ORDER BY id`,
      [doc.stt_rec],
    ),
  );
  const back = rows.map((r, i) => ({
    code: r.code,
    tien: -toFixed(r.tien, MONEY),
    loai: book.undo(r.loai),
    field: `status.${i}`,
  }));
  if (back.length === 0) return;
  try {
    await moveValue(db, book, doc, back);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    const spent = [...new Set(back.filter((b) => b.tien < 0n).map((b) => b.code))].join(", ");
    throw invalidInput({
      status: bilingual(
        `Thẻ ${spent} đã dùng số tiền này: không hủy được chứng từ`,
        `Card ${spent} has spent this money: the document cannot be cancelled`,
      ),
    });
  }
}
