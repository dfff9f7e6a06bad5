import { PAGE_SIZES, vipPeriodEntity } from "@sen/core";
import { and, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { searchTerm } from "../../../platform/crud/list-query.js";
import { searchCondition } from "../../../platform/crud/list-where.js";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../../platform/crud/registry.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, daysBetween, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { partners } from "../../crm/crm.tables.js";
import { partnerBinding } from "../../crm/partners/partner-bindings.js";
import { spendingMoves } from "./customer-spending.js";

const day = (value: unknown) => (value ? String(value).slice(0, 10) : undefined);
const after = (values: Row, old: Row | undefined, name: string) =>
  day(values[name] !== undefined ? values[name] : old?.[name]);

/**
 * A period's spending days run forward; the VIP it gives lasts at least to its last day, by default as long again
 * after it (a half-year reviewed gives the next half-year).
 */
export const vipPeriodHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const from = after(values, old, "tu_ngay");
    const to = after(values, old, "den_ngay");
    if (!from || !to) return;
    if (to < from) {
      throw invalidInput({
        den_ngay: bilingual("Xét đến ngày phải từ ngày bắt đầu trở đi", "The last day comes before the first"),
      });
    }
    const until = after(values, old, "vip_den_ngay");
    if (!until) values.vip_den_ngay = addDays(to, daysBetween(from, to));
    else if (until < to) {
      throw invalidInput({
        vip_den_ngay: bilingual("VIP đến ngày phải từ ngày cuối kỳ trở đi", "VIP ends before the period does"),
      });
    }
  },
  // The customers it made VIP are VIP no longer by it (their standing in other periods stays).
  async beforeDelete({ db, old }) {
    const { rows } = await db.$client.query<{ ma_kh: string }>(
      "DELETE FROM vip_period_customers WHERE ma_ky = $1 RETURNING ma_kh",
      [old.ma_ky],
    );
    await refreshVip(
      db,
      rows.map((r) => r.ma_kh),
      "system",
    );
  },
};

/**
 * The VIP flag and date of the customers given, from every period that found them VIP: the latest `vip_den_ngay`
 * of those, VIP while it is not past; a customer no period found VIP any more is VIP no longer.
 */
async function refreshVip(db: TenantDb, codes: readonly string[], user: string) {
  if (codes.length === 0) return;
  await db.$client.query(
    `WITH best AS (
       SELECT k.ma_kh, max(p.vip_den_ngay) AS den
         FROM unnest($1::text[]) AS k(ma_kh)
         LEFT JOIN vip_period_customers r ON r.ma_kh = k.ma_kh AND r.dat
         LEFT JOIN vip_periods p ON p.ma_ky = r.ma_ky
        GROUP BY k.ma_kh)
     UPDATE partners SET vip = coalesce(b.den >= $2::date, false), vip_den_ngay = b.den, updated_at = now(),
            updated_by = $3
       FROM best b
      WHERE partners.ma_kh = b.ma_kh
        AND (partners.vip, partners.vip_den_ngay) IS DISTINCT FROM (coalesce(b.den >= $2::date, false), b.den)`,
    [codes, vietnamToday(), user],
  );
}

interface PeriodRow {
  id: string;
  ma_ky: string;
  tu_ngay: string;
  den_ngay: string;
  tu_tien: string;
  status: boolean;
}

/**
 * Computes a period from the posted bills: every customer's net spending between its days (bills less returns;
 * drafts and cancelled bills count for nothing), who reached `tu_tien`, and the VIP of those whose standing changed.
 * Computing again replaces the last computation (after a bill was cancelled, say).
 */
export async function computeVipPeriod(db: TenantDb, request: FastifyRequest, id: string) {
  const { rows } = await db.$client.query<PeriodRow>(
    prepared(
      "SELECT id, ma_ky, tu_ngay::text, den_ngay::text, tu_tien, status FROM vip_periods WHERE id = $1 FOR UPDATE",
      [id],
    ),
  );
  const period = rows[0];
  if (!period) throw new AppError(404, "record_not_found");
  if (!period.status) {
    throw invalidInput({
      status: bilingual(`Kỳ ${period.ma_ky} đã ngừng sử dụng`, `Period ${period.ma_ky} is out of use`),
    });
  }
  const user = request.auth?.user.user_name ?? "system";
  const before = await db.$client.query<{ ma_kh: string }>(
    "DELETE FROM vip_period_customers WHERE ma_ky = $1 RETURNING ma_kh",
    [period.ma_ky],
  );
  const computed = await db.$client.query<{ ma_kh: string; doanh_so: string; dat: boolean }>(
    `INSERT INTO vip_period_customers (ma_ky, ma_kh, doanh_so, dat)
     SELECT $1, m.ma_kh, sum(m.tien), sum(m.tien) >= $4
       FROM (${spendingMoves("ngay_ct BETWEEN $2::date AND $3::date")}) m
      WHERE EXISTS (SELECT 1 FROM partners p WHERE p.ma_kh = m.ma_kh)
      GROUP BY m.ma_kh HAVING sum(m.tien) > 0
     RETURNING ma_kh, doanh_so, dat`,
    [period.ma_ky, period.tu_ngay, period.den_ngay, period.tu_tien],
  );
  const reached = computed.rows.filter((r) => r.dat);
  await refreshVip(db, [...new Set([...before.rows.map((r) => r.ma_kh), ...reached.map((r) => r.ma_kh)])], user);
  await db.$client.query(
    "UPDATE vip_periods SET ngay_xet = now(), so_kh_dat = $2, updated_at = now(), updated_by = $3 WHERE id = $1",
    [id, reached.length, user],
  );
  const answer = {
    ma_ky: period.ma_ky,
    so_kh: computed.rows.length,
    so_kh_dat: reached.length,
    tong_doanh_so: computed.rows.reduce((sum, r) => sum + Number(r.doanh_so), 0),
  };
  await audit(db, request, { action: "update", entity: vipPeriodEntity.name, recordId: id, new: answer });
  return answer;
}

export const standingsQuery = z.strictObject({
  dat: z.enum(["true", "false"]).optional(),
  searchKey: z.string().max(200).optional(),
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), bilingual("Số dòng không hợp lệ", "Bad page size"))
    .default(20),
});

/**
 * A period's last computation: the customers of the user's branches and scope who spent in it, the most first,
 * with what they spent and whether they reached it; searched as the partner list is.
 */
export async function periodStandings(
  db: TenantDb,
  request: FastifyRequest,
  id: string,
  q: z.infer<typeof standingsQuery>,
) {
  const { rows: found } = await db.$client.query<{ ma_ky: string }>(
    prepared("SELECT ma_ky FROM vip_periods WHERE id = $1", [id]),
  );
  const period = found[0];
  if (!period) throw new AppError(404, "record_not_found");
  const term = searchTerm(q.searchKey);
  const where = and(
    sql`r.ma_ky = ${period.ma_ky}`,
    inArray(partners.ma_dvcs, request.branches),
    q.dat === undefined ? undefined : sql`r.dat = ${q.dat === "true"}`,
    term ? searchCondition(partners, term) : undefined,
    partnerBinding.scope?.(request),
  );
  const { rows } = await db.execute<{ doanh_so: string; total: string }>(sql`
    SELECT ${partners.id} AS id, r.ma_kh, ${partners.ten_kh} AS ten_kh, ${partners.phone} AS phone, ${partners.ma_dvcs} AS ma_dvcs,
           r.doanh_so, r.dat, count(*) OVER () AS total
      FROM vip_period_customers r JOIN ${partners} ON ${partners.ma_kh} = r.ma_kh
     WHERE ${where}
     ORDER BY r.doanh_so DESC, r.ma_kh LIMIT ${q.pageSize} OFFSET ${(q.pageIndex - 1) * q.pageSize}`);
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, doanh_so: Number(r.doanh_so) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
