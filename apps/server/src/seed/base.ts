import { type Command, KNOWN_CONFIGS, MENU_COMMANDS } from "@sen/core";
import {
  seedChartOfAccounts,
  seedExpenseItems,
  seedPostingRules,
  seedTransactionTerms,
  seedVatRates,
  seedVoucherInfos,
} from "../modules/accounting/accounting.seed.js";

import { seedCallCenter } from "../modules/callcenter/callcenter.seed.js";
import { seedCrmCatalogues } from "../modules/crm/crm.seed.js";
import { seedPaymentTypes } from "../modules/sales/sales.seed.js";
import { seedStandardUnits } from "../modules/stock/stock.seed.js";
import { STT_WORKFLOWS, seedNewDocumentTypes, seedSystemLookups } from "../modules/system/system.seed.js";
import { hashPassword } from "../platform/auth/passwords.js";
import type { TenantDb } from "../platform/db/tenant-db.js";
import { branches, commands, configs, userRights, users } from "../platform/db/tenant-tables.js";

/**
 * What the product itself defines: every menu command and every known config (at its default).
 * Run for every tenant at each start, so that a release's new commands and configs reach
 * existing tenants; what a tenant changed is left alone. A tenant without a chart of accounts gets one, and so
 * do the expense items, transaction terms and card types; the built-in payment types reach every tenant, and so
 * do the statuses and voucher infos of a document type new to it.
 */
export async function ensureReferenceData(db: TenantDb): Promise<void> {
  await db
    .insert(commands)
    .values(MENU_COMMANDS.map((c) => ({ ...c, created_by: "system" })))
    .onConflictDoNothing({ target: commands.menu_id });
  await db
    .insert(configs)
    .values(
      KNOWN_CONFIGS.map((c) => ({
        name: c.name,
        group: c.group,
        type: c.type,
        value: c.default,
        description: c.description,
        created_by: "system",
      })),
    )
    .onConflictDoNothing({ target: configs.name });
  await seedChartOfAccounts(db);
  await seedPostingRules(db);
  await seedExpenseItems(db);
  await seedTransactionTerms(db);
  await seedPaymentTypes(db);
  await seedVoucherInfos(db, await seedNewDocumentTypes(db));
}

/**
 * What every tenant starts with: the reference data, then the dictionaries, the document
 * statuses and what each does (voucher infos), and a disabled demo call-center provider, which
 * the tenant then owns and edits.
 */
export async function seedTenantBase(db: TenantDb): Promise<void> {
  await ensureReferenceData(db);
  await seedSystemLookups(db);
  await seedVoucherInfos(db, STT_WORKFLOWS);
  await seedVatRates(db);
  await seedStandardUnits(db);
  await seedCrmCatalogues(db);
  await seedCallCenter(db);
}

export interface BranchSeed {
  ma_dvcs: string;
  ten_dvcs: string;
  ten_dvcs_en?: string;
  address?: string;
  phone?: string;
}

export async function seedBranches(db: TenantDb, list: BranchSeed[]): Promise<void> {
  await db
    .insert(branches)
    .values(list.map((b) => ({ ...b, created_by: "system" })))
    .onConflictDoNothing({ target: branches.ma_dvcs });
}

export interface UserSeed {
  user_name: string;
  password: string;
  full_name: string;
  email?: string;
  phone?: string;
  is_admin?: boolean;
  branchs?: string;
  saler?: string;
  /** 1: sees only the partners of the employees listed. */
  employee_yn?: number;
  employees?: string;
  agent_id?: string;
  /** Menu codes granted access, read, add, edit and print (not delete). */
  commands?: readonly Command[];
}

/** Creates the user unless one with that name exists; returns whether it was created. */
export async function seedUser(db: TenantDb, seed: UserSeed): Promise<boolean> {
  const { password, commands: granted = [], ...fields } = seed;
  const [created] = await db
    .insert(users)
    .values({ ...fields, password_hash: await hashPassword(password), created_by: "system" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return false;
  if (granted.length > 0) {
    await db.insert(userRights).values(
      granted.map((menu_id) => ({
        user_id: created.id,
        menu_id,
        r_access: true,
        r_read: true,
        r_add: true,
        r_edit: true,
        r_del: false,
        r_print: true,
      })),
    );
  }
  return true;
}
