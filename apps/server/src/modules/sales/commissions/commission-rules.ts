import { COMMISSION_BASIS, type CommissionRole } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { pointRuleHooks } from "../points/point-reads.js";

/*
 * Which commission rule and which wage rule pay on a line: the candidates in force on the document's day and in its
 * branch are read in one query each, and the most specific is chosen here, in plain code, so the choice is the
 * same every time and can be tested on its own.
 */

/** A commission rule as the choice reads it (blank targets: any). */
export interface CommissionRule {
  ma_hh: string;
  vai_tro: string;
  ma_vt: string | null;
  ma_nhom_hh: string | null;
  ma_nhom: string | null;
  ma_dvcs: string | null;
  cach_tinh: string;
  muc: string;
  tu_ngay: string;
}

/** A wage rule as the choice reads it. */
export interface WageRule {
  id: string;
  ma_vt: string;
  ma_nv: string | null;
  ma_dvcs: string | null;
  tien_cong: string;
  tu_ngay: string;
}

/** A product's groups, which group rules match on. */
export interface ProductGroups {
  ma_vt: string;
  ma_nhom: string | null;
  ma_nhom_hh: string | null;
}

const set = (v: string | null | undefined) => v !== null && v !== undefined && v !== "";
const fits = (target: string | null, value: string | null) => !set(target) || target === value;

/** How specific a rule is: its product, commission group, product group and branch, each weighing more. */
const commissionWeight = (r: CommissionRule) =>
  (set(r.ma_vt) ? 8 : 0) + (set(r.ma_nhom_hh) ? 4 : 0) + (set(r.ma_nhom) ? 2 : 0) + (set(r.ma_dvcs) ? 1 : 0);

/** Of two rules, the one to prefer first (negative): the more specific, then the later start, then the smaller code. */
function before<T extends { tu_ngay: string }>(weight: (r: T) => number, key: (r: T) => string) {
  return (a: T, b: T) => weight(b) - weight(a) || b.tu_ngay.localeCompare(a.tu_ngay) || key(a).localeCompare(key(b));
}

/**
 * The commission rule for role `role` on product `product`, of rules already in force on the day and in the
 * branch: the product's own before a commission group's, a product group's and one for everything; then a
 * branch's own; then the latest start; then the smallest code.
 */
export function chooseCommission(
  rules: readonly CommissionRule[],
  product: ProductGroups,
  role: CommissionRole,
): CommissionRule | undefined {
  return rules
    .filter(
      (r) =>
        r.vai_tro === role &&
        fits(r.ma_vt, product.ma_vt) &&
        fits(r.ma_nhom_hh, product.ma_nhom_hh) &&
        fits(r.ma_nhom, product.ma_nhom),
    )
    .sort(before(commissionWeight, (r) => r.ma_hh))[0];
}

/** The wage rule for employee `ma_nv` on service `ma_vt`: the employee's own first, then a branch's, then the latest. */
export function chooseWage(rules: readonly WageRule[], ma_vt: string, ma_nv: string): WageRule | undefined {
  return rules
    .filter((r) => r.ma_vt === ma_vt && fits(r.ma_nv, ma_nv))
    .sort(
      before(
        (r) => (set(r.ma_nv) ? 2 : 0) + (set(r.ma_dvcs) ? 1 : 0),
        (r) => r.id,
      ),
    )[0];
}

/** Holding on `day` in branch `branch`: the rule's columns `tu_ngay`, `den_ngay`, `ma_dvcs` and `status`. */
const IN_FORCE = `status AND tu_ngay <= $1::date AND (den_ngay IS NULL OR den_ngay >= $1::date)
  AND (coalesce(ma_dvcs, '') = '' OR ma_dvcs = $2)`;

/** The commission rules of `roles` in force on the day and in the branch that may fit one of `items`. */
export async function commissionRulesFor(
  db: TenantDb,
  day: string,
  branch: string,
  roles: readonly string[],
  items: readonly string[],
): Promise<CommissionRule[]> {
  const { rows } = await db.$client.query<CommissionRule>(
    prepared(
      `SELECT ma_hh, vai_tro, ma_vt, ma_nhom_hh, ma_nhom, ma_dvcs, cach_tinh, muc::text, tu_ngay::text
       FROM commission_rules
       WHERE ${IN_FORCE} AND vai_tro = ANY($3) AND (coalesce(ma_vt, '') = '' OR ma_vt = ANY($4))`,
      [day, branch, roles, items],
    ),
  );
  return rows;
}

/** The wage rules in force on the day and in the branch for `items`. */
export async function wageRulesFor(
  db: TenantDb,
  day: string,
  branch: string,
  items: readonly string[],
): Promise<WageRule[]> {
  const { rows } = await db.$client.query<WageRule>(
    prepared(
      `SELECT id::text, ma_vt, ma_nv, ma_dvcs, tien_cong::text, tu_ngay::text FROM wage_rules
       WHERE ${IN_FORCE} AND ma_vt = ANY($3)`,
      [day, branch, items],
    ),
  );
  return rows;
}

/** The groups of each of `items`. */
export async function productGroups(db: TenantDb, items: readonly string[]): Promise<Map<string, ProductGroups>> {
  const { rows } = await db.$client.query<ProductGroups>(
    prepared("SELECT ma_vt, ma_nhom, ma_nhom_hh FROM products WHERE ma_vt = ANY($1)", [items]),
  );
  return new Map(rows.map((r) => [r.ma_vt, r]));
}

/** A rule holds from `tu_ngay` to `den_ngay`, never ending before it starts (as a point rule does). */
export const wageRuleHooks: EntityHooks = pointRuleHooks;

/** A commission rule's dates in order, and a percent at most 100. */
export const commissionRuleHooks: EntityHooks = {
  async beforeSave(context) {
    await pointRuleHooks.beforeSave?.(context);
    const { values, old } = context;
    const of = (key: string) => (values[key] !== undefined ? values[key] : old?.[key]);
    if (of("cach_tinh") === COMMISSION_BASIS.TL && Number(of("muc")) > 100) {
      throw invalidInput({
        muc: bilingual("Tỷ lệ hoa hồng không quá 100%", "A commission percent is at most 100%"),
      });
    }
  },
};
