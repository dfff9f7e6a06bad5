import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { refusedField } from "../../../platform/field-errors.js";

/**
 * Where an account is named as text (no reference a foreign key could guard): its turnover (every posted line),
 * the vouchers' headers and lines (drafts too), products' accounts and the posting rules. The first place found,
 * to name in the refusal.
 */
const WHERE_NAMED = `
  SELECT 'sổ cái' AS vi, 'the ledger' AS en FROM account_totals WHERE tk = $1
  UNION ALL SELECT 'chứng từ ' || so_ct, 'document ' || so_ct FROM cash_receipts WHERE tk = $1
  UNION ALL SELECT 'chứng từ ' || so_ct, 'document ' || so_ct FROM cash_payments WHERE tk = $1
  UNION ALL SELECT 'chứng từ ' || so_ct, 'document ' || so_ct FROM bank_receipts WHERE tk = $1
  UNION ALL SELECT 'chứng từ ' || so_ct, 'document ' || so_ct FROM bank_payments WHERE tk = $1
  UNION ALL SELECT 'chứng từ ' || h.so_ct, 'document ' || h.so_ct
    FROM cash_receipt_details d JOIN cash_receipts h USING (stt_rec) WHERE d.tk = $1
  UNION ALL SELECT 'chứng từ ' || h.so_ct, 'document ' || h.so_ct
    FROM cash_payment_details d JOIN cash_payments h USING (stt_rec) WHERE d.tk = $1
  UNION ALL SELECT 'chứng từ ' || h.so_ct, 'document ' || h.so_ct
    FROM bank_receipt_details d JOIN bank_receipts h USING (stt_rec) WHERE d.tk = $1
  UNION ALL SELECT 'chứng từ ' || h.so_ct, 'document ' || h.so_ct
    FROM bank_payment_details d JOIN bank_payments h USING (stt_rec) WHERE d.tk = $1
  UNION ALL SELECT 'chứng từ ' || h.so_ct, 'document ' || h.so_ct
    FROM general_voucher_details d JOIN general_vouchers h USING (stt_rec) WHERE d.tk = $1
  UNION ALL SELECT 'hàng hóa ' || ma_vt, 'product ' || ma_vt FROM products WHERE $1 IN (tk_vt, tk_gv, tk_dt)
  UNION ALL SELECT 'bút toán ' || ma_ct || ' ' || ma_bt, 'posting rule ' || ma_ct || ' ' || ma_bt
    FROM posting_rules WHERE $1 IN (tk_no, tk_co)
  LIMIT 1`;

async function whereNamed(db: TenantDb, tk: string) {
  const { rows } = await db.$client.query<{ vi: string; en: string }>(WHERE_NAMED, [tk]);
  return rows[0];
}

/** Whether lines were ever posted to the account, or an opening balance entered on it. */
async function hasPostings(db: TenantDb, tk: string): Promise<boolean> {
  const { rows } = await db.$client.query(
    `SELECT 1 FROM account_totals WHERE tk = $1
     UNION ALL SELECT 1 FROM account_balances WHERE tk = $1
     UNION ALL SELECT 1 FROM customer_balances WHERE tk = $1 LIMIT 1`,
    [tk],
  );
  return rows.length > 0;
}

const inUse = (tk: string, where: { vi: string; en: string }, recoding: boolean) => {
  const params = { record: tk, entity: "tài khoản", entity_en: "account", where: where.vi, where_en: where.en };
  return recoding
    ? new AppError(409, "value_in_use", { ...params, field: "số hiệu", field_en: "number" })
    : new AppError(409, "in_use_by", params);
};

/**
 * The chart keeps its ledger whole: an account that documents, products or rules name keeps its number and is not
 * deleted (set it out of use instead), and an account that has postings or openings takes no sub-account (its
 * lines would sit on a parent, which takes none).
 */
export const accountHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const parent = values.tk_me === undefined ? undefined : String(values.tk_me ?? "");
    if (parent && parent !== old?.tk_me && (await hasPostings(db, parent))) {
      throw refusedField("tk_me", "account_has_postings", { tk: parent });
    }
    if (old && values.tk !== undefined && values.tk !== old.tk) {
      const where = await whereNamed(db, String(old.tk));
      if (where) throw inUse(String(old.tk), where, true);
    }
  },
  async beforeDelete({ db, old }) {
    const where = await whereNamed(db, String(old.tk));
    if (where) throw inUse(String(old.tk), where, false);
  },
};
