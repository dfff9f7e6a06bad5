import { canSeeEmployee, normalizePhone } from "@sen/core";
import type { CurrentUser } from "../../../platform/auth/current-user.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { storedPhone } from "./contact-values.js";
import { type Holder, ownedByAnother, phoneHolder, websiteHolder } from "./partner-holders.js";

/**
 * The server side of the partner form's rules 'unique-partner-phone', 'unique-partner-phone-employee'
 * and 'unique-partner-website-employee'. Holders are looked for in the whole tenant, whatever
 * the user may see, so the answer gives only what the message shows: '{field} đã được {code}
 * {name} phụ trách', naming the salesperson, and the partner to link to when the user may open it.
 */
export type EmployeeCheck =
  | { exists: false }
  | {
      exists: true;
      ma_nvbh: string;
      ten_nvbh: string | null;
      /** The user may open that partner: they see its salesperson and work in its branch. */
      visible: boolean;
      /** The partner's id, for the link: only when visible. */
      stt_rec?: string;
    };

const asStored = (value: string) => storedPhone(value) ?? normalizePhone(value);

export async function phoneExists(db: TenantDb, id: string, value: string): Promise<boolean> {
  const phone = asStored(value);
  return phone !== "" && (await phoneHolder(db, phone, id)) !== undefined;
}

function answer(user: CurrentUser, owner: Holder | undefined): EmployeeCheck {
  if (!owner?.ma_nvbh) return { exists: false };
  const { id, ma_nvbh, ten_nvbh, ma_dvcs } = owner;
  const visible = canSeeEmployee(user, ma_nvbh) && user.allowedBranches.includes(ma_dvcs);
  return { exists: true, ma_nvbh, ten_nvbh, visible, ...(visible ? { stt_rec: id } : {}) };
}

/** Another partner has the phone and another salesperson than `salesperson` handles it. */
export async function phoneOwner(db: TenantDb, user: CurrentUser, id: string, value: string, salesperson?: string) {
  const phone = asStored(value);
  if (phone === "") return answer(user, undefined);
  return answer(user, ownedByAnother(await phoneHolder(db, phone, id), salesperson ?? user.saler));
}

/** Another partner has the same website and another salesperson than `salesperson` handles it. */
export async function websiteOwner(db: TenantDb, user: CurrentUser, id: string, value: string, salesperson?: string) {
  return answer(user, await websiteHolder(db, value, salesperson ?? user.saler, id));
}
