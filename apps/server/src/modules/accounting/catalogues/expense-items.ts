import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { fieldMessage, refusedField } from "../../../platform/field-errors.js";

/** Whether the account has sub-accounts (it then takes no postings, nor an opening or an expense item). */
export async function hasSubAccounts(db: TenantDb, tk: string): Promise<boolean> {
  const { rows } = await db.$client.query("SELECT 1 FROM accounts WHERE tk_me = $1 LIMIT 1", [tk]);
  return rows.length > 0;
}

/** 409 when a payment's line names the item: it is then neither deleted nor recoded (set it out of use instead). */
async function refuseIfNamed(db: TenantDb, ma_phi: string, recoding: boolean) {
  const { rows } = await db.$client.query<{ so_ct: string }>(
    `SELECT h.so_ct FROM cash_payment_details d JOIN cash_payments h USING (stt_rec) WHERE d.ma_phi = $1
     UNION ALL
     SELECT h.so_ct FROM bank_payment_details d JOIN bank_payments h USING (stt_rec) WHERE d.ma_phi = $1
     LIMIT 1`,
    [ma_phi],
  );
  const [used] = rows;
  if (!used) return;
  const params = {
    record: ma_phi,
    entity: "khoản mục chi phí",
    entity_en: "expense item",
    where: `chứng từ ${used.so_ct}`,
    where_en: `document ${used.so_ct}`,
  };
  throw recoding
    ? new AppError(409, "value_in_use", { ...params, field: "mã khoản mục", field_en: "item code" })
    : new AppError(409, "in_use_by", params);
}

/**
 * An expense item goes to an account without sub-accounts (the generic check already refused an unknown one); one
 * that payments name keeps its code and is not deleted.
 */
export const expenseItemHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const tk = String(values.tk ?? old?.tk ?? "");
    if (tk && (await hasSubAccounts(db, tk))) throw refusedField("tk", "account_has_children", { tk });
    if (old && values.ma_phi !== undefined && values.ma_phi !== old.ma_phi) {
      await refuseIfNamed(db, String(old.ma_phi), true);
    }
  },
  async beforeDelete({ db, old }) {
    await refuseIfNamed(db, String(old.ma_phi), false);
  },
};

/**
 * Refuses the lines (by field, `details.N.ma_phi`) naming an expense item that does not exist or is out of use; a
 * line naming none is left alone. Codes are compared as the catalogue keeps them, in capitals.
 */
export async function refuseExpenseItems(db: TenantDb, fields: Record<string, unknown>) {
  const named = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");
  if (named.length === 0) return;
  const { rows } = await db.$client.query<{ ma_phi: string }>(
    `SELECT c.ma_phi FROM unnest($1::text[]) AS c(ma_phi)
     WHERE NOT EXISTS (SELECT 1 FROM expense_items e WHERE e.ma_phi = c.ma_phi AND e.status)`,
    [[...new Set(named.map(([, code]) => code))]],
  );
  const missing = new Set(rows.map((r) => r.ma_phi));
  const errors = Object.fromEntries(
    named
      .filter(([, code]) => missing.has(code))
      .map(([field, ma_phi]) => [field, fieldMessage("expense_item_unknown", { ma_phi })]),
  );
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
