import { CUSTOMER_CARD_STATE, DOCUMENT_STATUS, partnerEntity } from "@sen/core";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { listRows } from "../../../platform/crud/list.js";
import type { ListQuery } from "../../../platform/crud/list-query.js";
import { findRow } from "../../../platform/crud/service.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners } from "../../crm/crm.tables.js";
import { partnerBinding } from "../../crm/partners/partner-bindings.js";
import { openNumbers } from "./card-numbers.js";
import { customerFigures } from "./customer-spending.js";

/*
 * The customers as sales sees them: the CRM's partners (the one customer record), in the user's branches and
 * salesperson scope as the partner list is, each with what they bought, their cards and their VIP level.
 */

/** A page of partners as the partner list gives it (search, filters, sort, branches, scope), with their figures. */
export async function listCustomers(db: TenantDb, request: FastifyRequest, query: ListQuery) {
  const page = await listRows(db, partnerEntity, partners, query, request.branches, partnerBinding.scope?.(request));
  const figures = await customerFigures(
    db,
    page.items.map((r) => String(r.ma_kh)),
  );
  await openNumbers(db, request, [...figures.values()] as unknown as Record<string, unknown>[]);
  return { ...page, items: page.items.map((r) => ({ ...r, ...figures.get(String(r.ma_kh)) })) };
}

/** The partner of that code within the user's branches and scope, if any. */
export async function reachableCustomer(db: TenantDb, request: FastifyRequest, ma_kh: string) {
  const [found] = await db
    .select({ id: partners.id, ma_kh: partners.ma_kh, ten_kh: partners.ten_kh })
    .from(partners)
    .where(and(eq(partners.ma_kh, ma_kh), inArray(partners.ma_dvcs, request.branches), partnerBinding.scope?.(request)))
    .limit(1);
  return found;
}

const POSTED = DOCUMENT_STATUS.posted;

/** The latest posted bills and returns of a customer, newest first (the status written out: their index is partial). */
async function latestSales(db: TenantDb, ma_kh: string) {
  const { rows } = await db.$client.query<{ tong_thanh_toan: string; created_at: Date }>(
    prepared(
      `SELECT * FROM (
         (SELECT stt_rec, ma_ct, so_ct, ngay_ct::text, ma_dvcs, tong_thanh_toan, created_at FROM retail_orders
           WHERE ma_kh = $1 AND status = '${POSTED}' ORDER BY ngay_ct DESC, created_at DESC LIMIT 10)
         UNION ALL
         (SELECT stt_rec, ma_ct, so_ct, ngay_ct::text, ma_dvcs, tong_thanh_toan, created_at FROM service_bills
           WHERE ma_kh = $1 AND status = '${POSTED}' ORDER BY ngay_ct DESC, created_at DESC LIMIT 10)
         UNION ALL
         (SELECT stt_rec, ma_ct, so_ct, ngay_ct::text, ma_dvcs, -tong_thanh_toan, created_at FROM sales_returns
           WHERE ma_kh = $1 AND status = '${POSTED}' ORDER BY ngay_ct DESC, created_at DESC LIMIT 10)
       ) s ORDER BY ngay_ct DESC, created_at DESC LIMIT 10`,
      [ma_kh],
    ),
  );
  return rows.map(({ created_at: _at, ...r }) => ({
    ...r,
    tong_thanh_toan: Number(r.tong_thanh_toan),
  }));
}

async function membershipCards(db: TenantDb, request: FastifyRequest, ma_kh: string) {
  const { rows } = await db.$client.query(
    prepared(
      `SELECT id, so_the, so_the_cuoi, ma_day, hang_the, tl_ck::float8 AS tl_ck, ngay_phat_hanh::text, ngay_het_han::text, trang_thai
         FROM customer_cards WHERE ma_kh = $1
        ORDER BY trang_thai = $2 DESC, ngay_phat_hanh DESC, created_at DESC`,
      [ma_kh, CUSTOMER_CARD_STATE.active],
    ),
  );
  return openNumbers(db, request, rows);
}

async function prepaidCards(db: TenantDb, ma_kh: string) {
  const { rows } = await db.$client.query<{ so_du: string }>(
    prepared("SELECT ma_the, so_du, khoa, ngay_het_han::text FROM payment_cards WHERE ma_kh = $1 ORDER BY ma_the", [
      ma_kh,
    ]),
  );
  return rows.map((r) => ({ ...r, so_du: Number(r.so_du) }));
}

/** Each VIP period computed with the customer in it: what they spent and whether they reached it. */
async function vipStandings(db: TenantDb, ma_kh: string) {
  const { rows } = await db.$client.query<{ doanh_so: string }>(
    prepared(
      `SELECT p.id, p.ma_ky, p.ten_ky, p.ten_hang, p.tu_ngay::text, p.den_ngay::text, p.vip_den_ngay::text,
              r.doanh_so, r.dat
         FROM vip_period_customers r JOIN vip_periods p ON p.ma_ky = r.ma_ky
        WHERE r.ma_kh = $1 ORDER BY p.den_ngay DESC, p.tu_tien DESC LIMIT 20`,
      [ma_kh],
    ),
  );
  return rows.map((r) => ({ ...r, doanh_so: Number(r.doanh_so) }));
}

/**
 * One customer (the partner's id) as the sales overview shows them: the partner, their figures, membership and
 * prepaid cards, latest bills and VIP standings; 404 outside the user's branches or scope, as the partner.
 */
export async function customerOverview(db: TenantDb, request: FastifyRequest, id: string) {
  const partner = await findRow(db, partnerBinding, id, request);
  const code = String(partner.ma_kh);
  const figures = (await customerFigures(db, [code])).get(code);
  if (figures) await openNumbers(db, request, [figures as unknown as Record<string, unknown>]);
  return {
    ...partner,
    ...figures,
    the_thanh_vien: await membershipCards(db, request, code),
    the_tra_truoc: await prepaidCards(db, code),
    hoa_don: await latestSales(db, code),
    xet_vip: await vipStandings(db, code),
  };
}
