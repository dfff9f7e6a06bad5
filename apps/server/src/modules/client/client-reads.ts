import type { z } from "zod";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError } from "../../platform/errors.js";
import { customerRecord } from "../crm/partners/customer-record.js";
import { placeName } from "../geo/units.js";
import { cardBalances, cardHistory } from "../sales/cards/card-reads.js";
import type { historyQuery } from "./client.schemas.js";

/*
 * What a customer reads of themselves in the client area. Every read is narrowed to the signed-in customer in its
 * query; a card of anyone else is "not found", exactly like a card that does not exist, so nothing tells them apart.
 */

/** More cards than a customer holds: their cards come in one answer. */
const CARDS_MAX = 1000;

/** The customer's own details, the address's units by name. */
export async function customerInfo(db: TenantDb, ma_kh: string) {
  const found = await customerRecord(db, ma_kh);
  if (!found) throw new AppError(404, "record_not_found");
  const { dia_ban_province, dia_ban_district, dia_ban_ward, ...details } = found;
  return { ...details, dia_ban: placeName(dia_ban_province, dia_ban_district, dia_ban_ward) };
}

/** The customer's prepaid cards: balance, lock and expiry. */
export async function customerCards(db: TenantDb, ma_kh: string) {
  const { items, total } = await cardBalances(db, { ma_kh, pageIndex: 1, pageSize: CARDS_MAX });
  return {
    items: items.map(({ ma_the, so_du, khoa, ngay_het_han }) => ({ ma_the, so_du, khoa, ngay_het_han })),
    total,
  };
}

async function branchNames(db: TenantDb): Promise<Map<string, string>> {
  const { rows } = await db.$client.query<{ ma_dvcs: string; ten_dvcs: string }>(
    "SELECT ma_dvcs, ten_dvcs FROM branches",
  );
  return new Map(rows.map((b) => [b.ma_dvcs, b.ten_dvcs]));
}

/** One of the customer's cards' movements, the latest first, with the balance each left and where it happened. */
export async function customerCardHistory(db: TenantDb, ma_kh: string, query: z.infer<typeof historyQuery>) {
  const own = await cardBalances(db, { ma_the: query.ma_the, ma_kh, pageIndex: 1, pageSize: 10 });
  if (own.total === 0) throw new AppError(404, "card_not_found", { ma_the: query.ma_the.toUpperCase() });
  const [history, branches] = await Promise.all([cardHistory(db, query), branchNames(db)]);
  return {
    items: history.items.map((m) => ({
      id: m.id,
      ngay_ct: m.ngay_ct,
      loai: m.loai,
      tien: m.tien,
      so_du: m.so_du,
      so_ct: m.so_ct,
      ten_dvcs: branches.get(m.ma_dvcs) ?? m.ma_dvcs,
      dien_giai: m.dien_giai,
    })),
    total: history.total,
  };
}
