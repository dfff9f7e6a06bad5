import { bankOfBin, SHOP_TEXT_FIELDS, type ShopTextField } from "@sen/core";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { invalidInput } from "../../platform/errors.js";
import { shopSettings } from "./admin.tables.js";
import { defaultWarehouses, saveDefaultWarehouses, warehouseChoices } from "./branch-warehouses.service.js";
import { logoInfo } from "./shop-logo.service.js";
import type { ShopSettingsChange, ShopSettingsView } from "./shop-settings.schemas.js";

type Texts = Record<ShopTextField, string>;

async function storedRow(db: TenantDb, lock = false) {
  const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

function textsOf(row: Partial<Record<ShopTextField, string | null>> | undefined): Texts {
  return Object.fromEntries(SHOP_TEXT_FIELDS.map((name) => [name, row?.[name] ?? ""])) as Texts;
}

/** The settings as the settings screen shows them, with the default warehouse of each branch the user may use. */
export async function readShopSettings(db: TenantDb, request: FastifyRequest): Promise<ShopSettingsView> {
  const branchCodes = signedIn(request).user.allowedBranches;
  const row = await storedRow(db);
  return {
    ...textsOf(row),
    version: row?.version ?? 0,
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
    logo: await logoInfo(db),
    kho_mac_dinh: await defaultWarehouses(db, branchCodes),
    kho_chon: await warehouseChoices(db, branchCodes),
  };
}

const BANK_FIELDS = ["ma_ngan_hang", "so_tai_khoan", "chu_tai_khoan"] as const;

/** A VietQR code needs the bank, the account and its holder together: all three, or none. */
function checkBankAccount(next: Texts) {
  if (BANK_FIELDS.every((name) => next[name] === "") || BANK_FIELDS.every((name) => next[name] !== "")) return;
  const missing = bilingual(
    "Cần đủ ngân hàng, số tài khoản và chủ tài khoản để tạo mã VietQR",
    "A VietQR code needs the bank, the account number and its holder",
  );
  throw invalidInput(
    Object.fromEntries(BANK_FIELDS.filter((name) => next[name] === "").map((name) => [name, missing])),
  );
}

/**
 * Saves the fields sent, and only those, on the one row locked for the transaction: saves of
 * different fields at the same moment run one after the other and both are kept. Audited with the
 * values before and after of what changed.
 */
export async function saveShopSettings(
  db: TenantDb,
  change: ShopSettingsChange,
  request: FastifyRequest,
): Promise<ShopSettingsView> {
  const { user } = signedIn(request);
  const { kho_mac_dinh, ...fields } = change;
  const [created] = await db
    .insert(shopSettings)
    .values({ id: 1, created_by: user.user_name, updated_by: user.user_name })
    .onConflictDoNothing()
    .returning({ id: shopSettings.id });
  const before = textsOf(await storedRow(db, true));
  const next: Texts = { ...before, ...fields };
  checkBankAccount(next);
  const changed = SHOP_TEXT_FIELDS.filter((name) => next[name] !== before[name]);
  const warehouses = await saveDefaultWarehouses(db, kho_mac_dinh ?? [], user);
  const warehousesChanged = Object.keys(warehouses.new).length > 0;
  if (changed.length > 0 || warehousesChanged) {
    await db
      .update(shopSettings)
      .set({
        ...Object.fromEntries(changed.map((name) => [name, next[name] === "" ? null : next[name]])),
        version: sql`${shopSettings.version} + 1`,
        updated_at: new Date(),
        updated_by: user.user_name,
      })
      .where(eq(shopSettings.id, 1));
    const pick = (texts: Texts) => Object.fromEntries(changed.map((name) => [name, texts[name]]));
    await audit(db, request, {
      action: created ? "create" : "update",
      entity: "shop_settings",
      recordId: "1",
      old: { ...pick(before), ...(warehousesChanged && { kho_mac_dinh: warehouses.old }) },
      new: { ...pick(next), ...(warehousesChanged && { kho_mac_dinh: warehouses.new }) },
    });
  }
  return readShopSettings(db, request);
}

/** What a printed form (receipt, voucher) carries at its head and foot; the bank only when complete. */
export async function readPrintHeader(db: TenantDb) {
  const texts = textsOf(await storedRow(db));
  const bank = bankOfBin(texts.ma_ngan_hang);
  const logo = await logoInfo(db);
  return {
    ten_cong_ty: texts.ten_cong_ty,
    ma_so_thue: texts.ma_so_thue,
    dia_chi: texts.dia_chi,
    dien_thoai: texts.dien_thoai,
    email: texts.email,
    chan_phieu: texts.chan_phieu,
    logo_url: logo?.url ?? null,
    ngan_hang:
      bank && texts.so_tai_khoan && texts.chu_tai_khoan
        ? {
            bin: bank.bin,
            ten_ngan_hang: bank.short_name,
            so_tai_khoan: texts.so_tai_khoan,
            chu_tai_khoan: texts.chu_tai_khoan,
          }
        : null,
  };
}
