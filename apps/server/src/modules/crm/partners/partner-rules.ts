import { canSeeEmployee, visibleEmployees } from "@sen/core";
import type { CurrentUser } from "../../../platform/auth/current-user.js";
import { signedIn } from "../../../platform/authentication.js";
import { say } from "../../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { phoneSchema } from "./contact-values.js";
import { nextPartnerCode } from "./partner-codes.js";
import { partnerSwitches } from "./partner-configs.js";
import { ownedByAnother, phoneHolder, websiteHolder } from "./partner-holders.js";
import { partnerSay, refuseIfAny } from "./partner-messages.js";
import { partnerField, referenceOption } from "./partner-references.js";

const label = (name: string) => partnerField(name).label;

/** Phones are checked by the general phone rule and stored normalized ("+84…" → "0…"). */
export const partnerFieldSchemas: FieldSchemas = {
  phone: phoneSchema(label("phone")),
  phone2: phoneSchema(label("phone2")),
};

type Errors = Record<string, string>;
const given = (v: unknown): v is string => typeof v === "string" && v !== "";
/** The value a save leaves: the one sent, else the stored one. */
const after = (values: Row, old: Row | undefined, name: string) =>
  (values[name] !== undefined ? values[name] : old?.[name]) as string | null | undefined;

/**
 * A new partner without salesperson is the user's own (`saler`); a restricted user (who sees only listed employees)
 * must give one of the employees they may see, else they would lose sight of the partner.
 */
async function assignSalesperson(db: TenantDb, user: CurrentUser, values: Row, old: Row | undefined, errors: Errors) {
  if (!old && !given(values.ma_nvbh) && user.saler) {
    const own = await referenceOption(db, "ma_nvbh", user.saler);
    if (own) Object.assign(values, { ma_nvbh: own.code, ten_nvbh: own.name });
  }
  if (visibleEmployees(user) === undefined || (old && values.ma_nvbh === undefined)) return;
  const chosen = values.ma_nvbh;
  if (!given(chosen)) errors.ma_nvbh = say.required(label("ma_nvbh"));
  else if (chosen !== old?.ma_nvbh && !canSeeEmployee(user, chosen)) {
    errors.ma_nvbh = partnerSay.employeeNotVisible(chosen);
  }
}

/** Required unless the tenant says not; one partner a number, naming its salesperson when it is another's. */
async function checkPhone(db: TenantDb, required: boolean, values: Row, old: Row | undefined, errors: Errors) {
  if (old && values.phone === undefined) return;
  const phone = values.phone;
  if (!given(phone)) {
    if (required) errors.phone = say.required(label("phone"));
    return;
  }
  if (phone === old?.phone) return;
  const holder = await phoneHolder(db, phone, old && String(old.id));
  if (!holder) return;
  const owner = ownedByAnother(holder, after(values, old, "ma_nvbh"));
  errors.phone = owner
    ? partnerSay.ownedBy(label("phone"), owner.ma_nvbh ?? "", owner.ten_nvbh ?? "")
    : say.exists(label("phone"));
}

/** With crm_partner_validate_website, a site another salesperson's partner has is refused. */
async function checkWebsite(db: TenantDb, values: Row, old: Row | undefined, errors: Errors) {
  const website = after(values, old, "website");
  const salesperson = after(values, old, "ma_nvbh");
  if (!given(website) || (old && website === old.website && salesperson === old.ma_nvbh)) return;
  const owner = await websiteHolder(db, website, salesperson, old && String(old.id));
  if (owner) errors.website = partnerSay.ownedBy(label("website"), owner.ma_nvbh ?? "", owner.ten_nvbh ?? "");
}

/** The rules of saving a partner, after the engine's checks and in the same transaction. */
export const partnerHooks: EntityHooks = {
  async beforeSave({ db, request, values, old }) {
    const user = signedIn(request).user;
    const switches = await partnerSwitches(db, request);
    const errors: Errors = {};
    await assignSalesperson(db, user, values, old, errors);
    await checkPhone(db, switches.crm_partner_require_phone, values, old, errors);
    if (switches.crm_partner_validate_website) await checkWebsite(db, values, old, errors);
    refuseIfAny(errors);
    // A partner always has a code: a blank one is generated, an edit that blanks it keeps the old.
    if (!given(values.ma_kh)) values.ma_kh = old && given(old.ma_kh) ? old.ma_kh : await nextPartnerCode(db);
  },
};
