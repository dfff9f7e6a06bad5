import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Row, SealedFields } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/*
 * Membership card numbers at rest (README "Card data at rest"): `so_the` holds the number sealed with the tenant's
 * card key, `so_the_bi` its blind index (found and kept unique by it), `so_the_cuoi` its last four digits (shown and
 * searched), `khoa_the` the key version; a row written before encryption holds the number in clear (`khoa_the` NULL)
 * until the card data job seals it. The API answers the number in clear.
 */

const dataOf = (request: FastifyRequest, db: TenantDb) => {
  const data = request.server.cardData;
  data.touch(db);
  return data;
};

const normal = (so_the: string) => so_the.trim().toUpperCase();

/** The columns a card number is written in, sealed with the active key. */
export async function sealedNumber(db: TenantDb, request: FastifyRequest, so_the: string) {
  const { keys } = dataOf(request, db);
  const key = await keys.active(db, { forWrite: true });
  const plain = normal(so_the);
  return {
    so_the: keys.seal(key, plain),
    so_the_bi: keys.blindIndex(key, plain),
    so_the_cuoi: plain.slice(-4),
    khoa_the: key.version,
  };
}

/** The blind index of a number (the same under every key version). */
export async function numberIndex(db: TenantDb, request: FastifyRequest, so_the: string): Promise<string> {
  const { keys } = dataOf(request, db);
  return keys.blindIndex(await keys.active(db), normal(so_the));
}

/** The SQL condition (parameters `$bi`, `$plain`) of the rows holding a number: its index, or it in clear. */
export const numberIs = (bi: number, plain: number, alias = "") =>
  `(${alias}so_the_bi = $${bi} OR (${alias}khoa_the IS NULL AND ${alias}so_the = $${plain}))`;

/** The parameters of `numberIs`: the index and the number in clear. */
export async function numberParams(db: TenantDb, request: FastifyRequest, so_the: string): Promise<[string, string]> {
  return [await numberIndex(db, request, so_the), normal(so_the)];
}

/**
 * The rows' numbers opened in place, the server's columns dropped; a number that cannot be opened (sealed by another
 * install's key) is shown by its last digits.
 */
export async function openNumbers<T extends Row>(db: TenantDb, request: FastifyRequest, rows: T[]): Promise<T[]> {
  const { keys } = dataOf(request, db);
  for (const row of rows as Row[]) {
    delete row.so_the_bi;
    delete row.khoa_the;
    if (typeof row.so_the !== "string") continue;
    try {
      row.so_the = await keys.open(db, row.so_the);
    } catch {
      row.so_the = `****${typeof row.so_the_cuoi === "string" ? row.so_the_cuoi : ""}`;
    }
  }
  return rows;
}

/** One row opened. */
export async function openNumber<T extends Row>(db: TenantDb, request: FastifyRequest, row: T): Promise<T> {
  await openNumbers(db, request, [row]);
  return row;
}

/** The generic list, get, lookup and export of cards and their history: numbers opened, a number found by its index. */
export const sealedCardNumber: SealedFields = {
  fields: ["so_the"],
  reveal: async (db, request, rows) => {
    await openNumbers(db, request, rows);
  },
  match: async (db, request, _field, value): Promise<SQL> => {
    const [bi, plain] = await numberParams(db, request, value);
    return sql`(so_the_bi = ${bi} OR (khoa_the IS NULL AND so_the = ${plain}))`;
  },
};
