import { CUSTOMER_GROUP_LEVEL_OPTIONS, type CustomerGroupLevel, configIsTrue } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { findRow } from "../../../platform/crud/service.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { partnerBinding } from "../../crm/partners/partner-bindings.js";
import { configValues } from "../../system/config.service.js";
import { spendingMoves } from "./customer-spending.js";

const LEVELS = CUSTOMER_GROUP_LEVEL_OPTIONS.map((o) => o.value);
/** The partner's field holding its group of a level. */
const fieldOf = (level: CustomerGroupLevel) => `nh_kh${level}` as const;

const groupCode = z.string().trim().max(32).nullable().optional();
/** A customer's groups: a code sets one, null or "" clears it, a field left out stays as it is. */
export const groupsBody = z.strictObject({ nh_kh1: groupCode, nh_kh2: groupCode, nh_kh3: groupCode });
type GroupsBody = z.infer<typeof groupsBody>;

/** Whether group 3 is set by hand (`customer_group3_manual`) rather than computed from spending. */
export async function group3Manual(db: TenantDb): Promise<boolean> {
  const values = await configValues(db, ["customer_group3_manual"]);
  return configIsTrue(values.customer_group3_manual);
}

const GROUP3_COMPUTED = bilingual(
  "Nhóm 3 được xếp tự động theo doanh số: bật 'Cho phép chọn nhóm khách hàng 3 thủ công' trong Cài đặt để chọn tay",
  "Group 3 follows spending: turn on 'Customer group 3 is set manually' in the settings to choose it",
);

/** Each group given is a group in use of its level (422 naming the field). */
async function checkGroups(db: TenantDb, wanted: Partial<Record<CustomerGroupLevel, string>>) {
  const codes = Object.values(wanted);
  if (codes.length === 0) return;
  const { rows } = await db.$client.query<{ ma_nh: string; loai_nh: string; status: boolean }>(
    "SELECT ma_nh, loai_nh, status FROM customer_groups WHERE ma_nh = ANY($1::text[])",
    [codes],
  );
  const errors: Record<string, string> = {};
  for (const [level, code] of Object.entries(wanted) as [CustomerGroupLevel, string][]) {
    const group = rows.find((r) => r.ma_nh === code);
    if (!group?.status) {
      errors[fieldOf(level)] = bilingual(
        `Nhóm khách hàng ${code} không tồn tại hoặc đã ngừng sử dụng`,
        `Customer group ${code} does not exist or is out of use`,
      );
    } else if (group.loai_nh !== level) {
      errors[fieldOf(level)] = bilingual(
        `${code} là nhóm ${group.loai_nh}, không phải nhóm ${level}`,
        `${code} is a group ${group.loai_nh}, not a group ${level}`,
      );
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/**
 * Sets a customer's groups (the partner's `nh_kh1` … `nh_kh3`), each a group of its level; group 3 only where the
 * shop sets it by hand. The partner changes as every partner change does: audited, in the user's reach only.
 */
export async function setCustomerGroups(db: TenantDb, request: FastifyRequest, id: string, body: GroupsBody) {
  const old = await findRow(db, partnerBinding, id, request);
  const changes: Record<string, string | null> = {};
  const wanted: Partial<Record<CustomerGroupLevel, string>> = {};
  for (const level of LEVELS) {
    const value = body[fieldOf(level)];
    if (value === undefined) continue;
    const code = value ? value.toUpperCase() : null;
    if (code === (old[fieldOf(level)] ?? null)) continue;
    changes[fieldOf(level)] = code;
    if (code) wanted[level] = code;
  }
  if ("nh_kh3" in changes && !(await group3Manual(db))) throw invalidInput({ nh_kh3: GROUP3_COMPUTED });
  await checkGroups(db, wanted);
  if (Object.keys(changes).length === 0) return old;
  const names = Object.keys(changes);
  const { rows } = await db.$client.query(
    `UPDATE partners SET ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")}, updated_at = now(),
            updated_by = $${names.length + 2}
      WHERE id = $1 RETURNING id, ma_kh, nh_kh1, nh_kh2, nh_kh3`,
    [id, ...Object.values(changes), request.auth?.user.user_name ?? "system"],
  );
  const row = rows[0] as Record<string, unknown>;
  await audit(db, request, {
    action: "update",
    entity: partnerBinding.definition.name,
    recordId: id,
    old: Object.fromEntries(names.map((n) => [n, old[n]])),
    new: changes,
  });
  return { ...old, ...row };
}

/** The level-3 group in use whose threshold (`tu_tien`) is the highest that `spent` (SQL) reaches; none if none is. */
const groupReached = (spent: string) =>
  `(SELECT g.ma_nh FROM customer_groups g
     WHERE g.loai_nh = '3' AND g.status AND g.tu_tien IS NOT NULL AND g.tu_tien <= ${spent}
     ORDER BY g.tu_tien DESC, g.ma_nh LIMIT 1)`;

/**
 * After a bill or a return of `ma_kh` posts or is cancelled: the customer's group 3 follows their spending, unless it
 * is set by hand. Sent with COMMIT, once the document's status is written, holding the partner's row for that only.
 */
export async function regroupCustomer(db: TenantDb, ma_kh: unknown) {
  if (!ma_kh || (await group3Manual(db))) return;
  const reached = groupReached(`(SELECT coalesce(sum(m.tien), 0) FROM (${spendingMoves("ma_kh = $1")}) m)`);
  db.atCommit({
    text: `UPDATE partners SET nh_kh3 = ${reached}, updated_at = now()
            WHERE ma_kh = $1 AND nh_kh3 IS DISTINCT FROM ${reached}`,
    values: [String(ma_kh)],
  });
}

/**
 * Puts every customer in the level-3 group their net posted spending (bills less returns, all time) reaches: of the
 * groups in use with a threshold (`tu_tien`), the highest reached; none when none is. Refused where group 3 is set
 * by hand. Answers how many customers changed group.
 */
export async function computeGroup3(db: TenantDb, request: FastifyRequest) {
  if (await group3Manual(db)) {
    throw invalidInput({
      nh_kh3: bilingual(
        "Nhóm 3 đang được chọn thủ công (customer_group3_manual): không xếp tự động",
        "Group 3 is set by hand (customer_group3_manual): nothing is computed",
      ),
    });
  }
  // Two computations at once would only repeat each other: the second waits for the first.
  await db.$client.query("SELECT pg_advisory_xact_lock(hashtext('sales.customer-group3'))");
  const result = await db.$client.query(
    prepared(
      `WITH spent AS (SELECT ma_kh, sum(tien) AS tien FROM (${spendingMoves()}) m GROUP BY ma_kh),
            tier AS (SELECT p.id, ${groupReached("coalesce(s.tien, 0)")} AS nhom
                       FROM partners p LEFT JOIN spent s ON s.ma_kh = p.ma_kh)
       UPDATE partners p SET nh_kh3 = t.nhom, updated_at = now(), updated_by = $1
         FROM tier t WHERE t.id = p.id AND p.nh_kh3 IS DISTINCT FROM t.nhom`,
      [request.auth?.user.user_name ?? "system"],
    ),
  );
  const so_kh = result.rowCount ?? 0;
  await audit(db, request, { action: "update", entity: "customer-group", recordId: "nh_kh3", new: { so_kh } });
  return { so_kh };
}

/** A group's level may not change while customers have it at its old level. */
export const customerGroupHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    if (!old || values.loai_nh === undefined || values.loai_nh === old.loai_nh) return;
    const level = LEVELS.find((l) => l === old.loai_nh);
    if (!level) return;
    const field = fieldOf(level);
    const { rows } = await db.$client.query(`SELECT 1 FROM partners WHERE ${field} = $1 LIMIT 1`, [old.ma_nh]);
    if (rows.length === 0) return;
    throw invalidInput({
      loai_nh: bilingual(
        `Nhóm ${String(old.ma_nh)} đang là nhóm ${String(old.loai_nh)} của khách hàng: không đổi cấp được`,
        `Customers have ${String(old.ma_nh)} as their group ${String(old.loai_nh)}: its level cannot change`,
      ),
    });
  },
};
