import { bankOfBin, PAYMENT_TYPE, type PaymentKind } from "@sen/core";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { refusedField } from "../../../platform/field-errors.js";
import { hasSubAccounts } from "../../accounting/catalogues/expense-items.js";

/** The built-in types, by code, and the kind each keeps: bills, the cashier and integrators send these codes. */
const BUILT_IN: ReadonlyMap<string, PaymentKind> = new Map([
  [PAYMENT_TYPE.cash, "cash"],
  [PAYMENT_TYPE.transfer, "transfer"],
  [PAYMENT_TYPE.bankCard, "bank_card"],
  [PAYMENT_TYPE.paymentCard, "payment_card"],
  [PAYMENT_TYPE.noNameCard, "no_name_card"],
  [PAYMENT_TYPE.voucher, "voucher"],
  [PAYMENT_TYPE.points, "points"],
]);

const builtIn = (record: string) => new AppError(409, "payment_type_built_in", { record });

/** A payment or card type debits an account that takes postings (the generic check refused an unknown one). */
export async function refuseParentAccount(db: TenantDb, tk: unknown) {
  if (typeof tk === "string" && tk !== "" && (await hasSubAccounts(db, tk))) {
    throw refusedField("tk", "account_has_children", { tk });
  }
}

/**
 * A payment type debits an account without sub-accounts; a bank named for VietQR is a 6-digit BIN with the
 * account it pays into; a built-in type keeps its code and kind and is not deleted (set it out of use instead).
 */
export const paymentTypeHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    await refuseParentAccount(db, values.tk);
    const bin = values.ma_ngan_hang ?? old?.ma_ngan_hang;
    if (typeof bin === "string" && bin !== "") {
      if (!/^\d{6}$/.test(bin) || !bankOfBin(bin)) throw refusedField("ma_ngan_hang", "bank_bin_invalid", {});
      const account = values.so_tk_nh !== undefined ? values.so_tk_nh : old?.so_tk_nh;
      if (typeof account !== "string" || account.trim() === "") {
        throw refusedField("so_tk_nh", "bank_account_required", {});
      }
    }
    const code = old ? String(old.ma_httt) : undefined;
    const kind = code && BUILT_IN.get(code);
    if (!kind || !old) return;
    const recoded = values.ma_httt !== undefined && values.ma_httt !== code;
    const rekinded = values.loai_tt !== undefined && values.loai_tt !== kind;
    if (recoded || rekinded) throw builtIn(code);
  },
  async beforeDelete({ old }) {
    const code = String(old.ma_httt);
    if (BUILT_IN.has(code)) throw builtIn(code);
  },
};

export const cardTypeHooks: EntityHooks = {
  async beforeSave({ db, values }) {
    await refuseParentAccount(db, values.tk);
  },
};
