import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { referenceOption } from "./partner-references.js";

/*
 * A partner as the customer sees themselves in the client area: only partners in use, with a code and a phone, have
 * one (a customer signs in with that phone).
 */

/** The customer whose phone (stored, normalized) is `phone`. */
export async function customerByPhone(db: TenantDb, phone: string) {
  const { rows } = await db.$client.query<{ ma_kh: string; ten_kh: string; phone: string }>(
    prepared("SELECT ma_kh, ten_kh, phone FROM partners WHERE phone = $1 AND status AND ma_kh IS NOT NULL LIMIT 1", [
      phone,
    ]),
  );
  return rows[0];
}

/** Whether `ma_kh` is still a customer who may sign in: in use, with a phone. */
export async function customerMaySignIn(db: TenantDb, ma_kh: string): Promise<boolean> {
  const { rows } = await db.$client.query(
    prepared("SELECT 1 FROM partners WHERE ma_kh = $1 AND status AND phone IS NOT NULL", [ma_kh]),
  );
  return rows.length > 0;
}

const GROUPS = ["nh_kh1", "nh_kh2", "nh_kh3"] as const;

/** The customer's own details: contact, birthday, address, VIP standing and the names of their groups (1, 2, 3). */
export async function customerRecord(db: TenantDb, ma_kh: string) {
  const { rows } = await db.$client.query<
    {
      ma_kh: string;
      ten_kh: string;
      phone: string | null;
      email: string | null;
      gioi_tinh: string | null;
      ngay_sinh: string | null;
      dia_chi: string | null;
      dia_ban_province: string | null;
      dia_ban_district: string | null;
      dia_ban_ward: string | null;
      vip: boolean;
      vip_den_ngay: string | null;
    } & Record<(typeof GROUPS)[number], string | null>
  >(
    prepared(
      `SELECT ma_kh, ten_kh, phone, email, gioi_tinh, ngay_sinh::text, dia_chi, dia_ban_province, dia_ban_district,
              dia_ban_ward, vip, vip_den_ngay::text, nh_kh1, nh_kh2, nh_kh3
       FROM partners WHERE ma_kh = $1 AND status`,
      [ma_kh],
    ),
  );
  const found = rows[0];
  if (!found) return undefined;
  const { nh_kh1, nh_kh2, nh_kh3, ...details } = found;
  const groups = await Promise.all(
    GROUPS.map((name) => (found[name] ? referenceOption(db, name, found[name]) : undefined)),
  );
  return { ...details, nhom_kh: groups.flatMap((group) => (group ? [group.name] : [])) };
}
