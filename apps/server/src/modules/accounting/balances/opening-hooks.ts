import type { EntityHooks, Row } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { refusedField } from "../../../platform/field-errors.js";
import { hasSubAccounts } from "../catalogues/expense-items.js";

/** The account a write leaves the row on: the one sent, else the one it had. */
const accountOf = (values: Row, old?: Row) => String(values.tk ?? old?.tk ?? "");

/** An opening sits on an account without sub-accounts, as postings do (an unknown one the generic check refused). */
async function refuseParent(db: TenantDb, tk: string) {
  if (tk && (await hasSubAccounts(db, tk))) throw refusedField("tk", "account_has_children", { tk });
}

/** accounting/account-balances: never on a parent account. */
export const accountBalanceHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    await refuseParent(db, accountOf(values, old));
  },
};

/**
 * accounting/customer-balances: on an account kept by partner (131, 331…) without sub-accounts; the partner itself
 * must exist, which the generic reference check sees to.
 */
export const customerBalanceHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const tk = accountOf(values, old);
    if (!tk) return;
    await refuseParent(db, tk);
    const { rows } = await db.$client.query("SELECT 1 FROM accounts WHERE tk = $1 AND theo_doi_kh", [tk]);
    if (rows.length === 0) throw refusedField("tk", "opening_not_by_partner", { tk });
  },
};
