import { and, asc, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../platform/auth/current-user.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { branches } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import { warehouses } from "../stock/stock.tables.js";
import { branchWarehouses } from "./admin.tables.js";

export interface DefaultWarehouseChange {
  ma_dvcs: string;
  /** "" for none. */
  ma_kho: string;
}

/** Branch code → default warehouse code ("" for none), as before and after a save, for the audit log. */
export type WarehouseMap = Record<string, string>;

/**
 * The active branches among `codes` with their default warehouse. A default whose warehouse has
 * since moved to another branch or stopped being used shows as none, as a sale would find it.
 */
export async function defaultWarehouses(db: TenantDb, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      ma_dvcs: branches.ma_dvcs,
      ten_dvcs: branches.ten_dvcs,
      ma_kho: warehouses.ma_kho,
      ten_kho: warehouses.ten_kho,
    })
    .from(branches)
    .leftJoin(branchWarehouses, eq(branchWarehouses.ma_dvcs, branches.ma_dvcs))
    .leftJoin(
      warehouses,
      and(
        eq(warehouses.ma_kho, branchWarehouses.ma_kho),
        eq(warehouses.ma_dvcs, branches.ma_dvcs),
        eq(warehouses.status, true),
      ),
    )
    .where(and(inArray(branches.ma_dvcs, [...codes]), eq(branches.status, true)))
    .orderBy(asc(branches.ma_dvcs));
}

/** The active warehouses of those branches: what each may pick as its default. */
export async function warehouseChoices(db: TenantDb, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ ma_kho: warehouses.ma_kho, ten_kho: warehouses.ten_kho, ma_dvcs: warehouses.ma_dvcs })
    .from(warehouses)
    .where(and(inArray(warehouses.ma_dvcs, [...codes]), eq(warehouses.status, true)))
    .orderBy(asc(warehouses.ma_dvcs), asc(warehouses.ma_kho));
  return rows.map((row) => ({ ...row, ma_dvcs: row.ma_dvcs ?? "" }));
}

const field = (i: number, name: string) => `kho_mac_dinh.${i}.${name}`;

/**
 * Checks each change before any is written: a branch named once, existing, one the user may use
 * (else 403, never silently skipped), and a warehouse in use that belongs to that very branch.
 */
async function checked(db: TenantDb, changes: readonly DefaultWarehouseChange[], user: CurrentUser) {
  const codes = [...new Set(changes.map((c) => c.ma_dvcs))];
  const known = new Set(
    (await db.select({ code: branches.ma_dvcs }).from(branches).where(inArray(branches.ma_dvcs, codes))).map(
      (b) => b.code,
    ),
  );
  const wanted = changes.map((c) => c.ma_kho).filter(Boolean);
  const stores =
    wanted.length === 0
      ? []
      : await db
          .select({ ma_kho: warehouses.ma_kho, ma_dvcs: warehouses.ma_dvcs, status: warehouses.status })
          .from(warehouses)
          .where(inArray(warehouses.ma_kho, wanted));
  const storeOf = new Map(stores.map((s) => [s.ma_kho, s]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  changes.forEach(({ ma_dvcs, ma_kho }, i) => {
    if (seen.has(ma_dvcs)) errors[field(i, "ma_dvcs")] = bilingual("Chi nhánh bị lặp", "The branch is named twice");
    seen.add(ma_dvcs);
    if (!known.has(ma_dvcs)) {
      errors[field(i, "ma_dvcs")] = bilingual(`Không có chi nhánh ${ma_dvcs}`, `There is no branch ${ma_dvcs}`);
      return;
    }
    const store = ma_kho ? storeOf.get(ma_kho) : undefined;
    if (ma_kho && store?.ma_dvcs !== ma_dvcs) {
      errors[field(i, "ma_kho")] = bilingual(
        `Kho ${ma_kho} không thuộc chi nhánh ${ma_dvcs}`,
        `Warehouse ${ma_kho} does not belong to branch ${ma_dvcs}`,
      );
    } else if (store && !store.status) {
      errors[field(i, "ma_kho")] = bilingual(`Kho ${ma_kho} đang ngừng sử dụng`, `Warehouse ${ma_kho} is not in use`);
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const denied = codes.filter((code) => !user.allowedBranches.includes(code));
  if (denied.length > 0) throw new AppError(403, "branch_forbidden", { branches: denied.slice(0, 5).join(", ") });
}

/** Sets (or clears, with "") each branch's default warehouse; gives what changed, before and after. */
export async function saveDefaultWarehouses(
  db: TenantDb,
  changes: readonly DefaultWarehouseChange[],
  user: CurrentUser,
): Promise<{ old: WarehouseMap; new: WarehouseMap }> {
  if (changes.length === 0) return { old: {}, new: {} };
  await checked(db, changes, user);
  const codes = changes.map((c) => c.ma_dvcs);
  const current = await db
    .select({ ma_dvcs: branchWarehouses.ma_dvcs, ma_kho: branchWarehouses.ma_kho })
    .from(branchWarehouses)
    .where(inArray(branchWarehouses.ma_dvcs, codes))
    .for("update");
  const before = new Map(current.map((row) => [row.ma_dvcs, row.ma_kho]));
  const diff: { old: WarehouseMap; new: WarehouseMap } = { old: {}, new: {} };
  for (const { ma_dvcs, ma_kho } of changes) {
    const was = before.get(ma_dvcs) ?? "";
    if (was === ma_kho) continue;
    diff.old[ma_dvcs] = was;
    diff.new[ma_dvcs] = ma_kho;
    if (!ma_kho) {
      await db.delete(branchWarehouses).where(eq(branchWarehouses.ma_dvcs, ma_dvcs));
      continue;
    }
    const set = { ma_kho, updated_at: new Date(), updated_by: user.user_name };
    await db
      .insert(branchWarehouses)
      .values({ ma_dvcs, ...set, created_by: user.user_name })
      .onConflictDoUpdate({ target: branchWarehouses.ma_dvcs, set });
  }
  return diff;
}
