import { PAYMENT_TYPE, type PaymentKind } from "@sen/core";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { seedDemoCommissions } from "./commissions/demo-commissions.js";
import { seedDemoCustomers } from "./customers/demo-customers.js";
import { seedDemoNoNameCards } from "./no-name/demo-no-name-cards.js";
import { seedDemoPoints } from "./points/demo-points.js";
import { seedDemoPromotions } from "./promotions/demo-promotions.js";
import { seedDemoRoomOrders, seedDemoRooms } from "./rooms/demo-rooms.js";
import { cardTypes, discountCodes, paymentTypes } from "./sales.tables.js";
import { seedDemoServices } from "./services/demo-services.js";

export interface DiscountCodeSeed {
  ma_ck: string;
  ten_ck: string;
  loai_ck: "percent" | "amount";
  gia_tri: number;
}

export async function seedDiscountCodes(db: TenantDb, list: readonly DiscountCodeSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(discountCodes)
    .values(list.map((d) => ({ ...d, created_by: "system" })))
    .onConflictDoNothing();
}

type PaymentTypeSeed = readonly [
  ma_httt: string,
  ten_httt: string,
  ten_httt_en: string,
  loai_tt: PaymentKind,
  tk: string,
];

/** The built-in payment types, in the order the cashier offers them, each with the account it debits. */
const PAYMENT_TYPES: readonly PaymentTypeSeed[] = [
  [PAYMENT_TYPE.cash, "Tiền mặt", "Cash", "cash", "1111"],
  [PAYMENT_TYPE.transfer, "Chuyển khoản (VietQR)", "Bank transfer (VietQR)", "transfer", "1121"],
  [PAYMENT_TYPE.bankCard, "Thẻ ngân hàng", "Bank card", "bank_card", "113"],
  [PAYMENT_TYPE.paymentCard, "Thẻ trả trước", "Prepaid card", "payment_card", "3387"],
  [PAYMENT_TYPE.noNameCard, "Thẻ vô danh", "No-name card", "no_name_card", "3387"],
  [PAYMENT_TYPE.voucher, "Voucher", "Voucher", "voucher", "521"],
  // What the shop gives in points is a selling expense (Nợ 641 / Có 511).
  [PAYMENT_TYPE.points, "Điểm tích lũy", "Loyalty points", "points", "641"],
];

/** The bank cards a shop's terminal takes; the fee is the tenant's to fill in from its bank's contract. */
const CARD_TYPES: readonly (readonly [ma_loai_the: string, ten_loai_the: string])[] = [
  ["NAPAS", "Thẻ nội địa NAPAS"],
  ["VISA", "Visa"],
  ["MASTER", "Mastercard"],
  ["JCB", "JCB"],
  ["AMEX", "American Express"],
];

/**
 * The built-in payment types reach every tenant (one it set out of use stays so); the card types are seeded once,
 * for a tenant that has none.
 */
export async function seedPaymentTypes(db: TenantDb): Promise<void> {
  await db
    .insert(paymentTypes)
    .values(
      PAYMENT_TYPES.map(([ma_httt, ten_httt, ten_httt_en, loai_tt, tk], thu_tu) => ({
        ma_httt,
        ten_httt,
        ten_httt_en,
        loai_tt,
        tk,
        thu_tu: thu_tu + 1,
        created_by: "system",
      })),
    )
    .onConflictDoNothing({ target: paymentTypes.ma_httt });
  const { rows } = await db.$client.query("SELECT 1 FROM card_types LIMIT 1");
  if (rows.length > 0) return;
  await db
    .insert(cardTypes)
    .values(
      CARD_TYPES.map(([ma_loai_the, ten_loai_the]) => ({ ma_loai_the, ten_loai_the, tk: "113", created_by: "system" })),
    )
    .onConflictDoNothing();
}

/**
 * The demo's transfers pay into the spa's account, so the cashier shows a VietQR code for each; its stored value
 * (prepaid cards, vouchers, no-name cards), its promotions and its customers' groups, membership cards, VIP period
 * and salespeople, its loyalty points' rule, its commissions and wages, its rooms with today's and tomorrow's
 * bookings, and its services sold and performed (after the commissions, which they earn).
 */
export async function seedDemoSales(db: TenantDb): Promise<void> {
  await db.$client.query(
    `UPDATE payment_types SET ma_ngan_hang = '970436', so_tk_nh = '1023456789', chu_tk_nh = 'CONG TY TNHH SEN SPA'
     WHERE ma_httt = $1 AND ma_ngan_hang IS NULL`,
    [PAYMENT_TYPE.transfer],
  );
  await seedDemoStoredValue(db);
  await seedDemoNoNameCards(db);
  await seedDemoPromotions(db);
  await seedDemoCustomers(db);
  await seedDemoPoints(db);
  await seedDemoCommissions(db);
  await seedDemoRooms(db);
  await seedDemoRoomOrders(db);
  await seedDemoServices(db);
}

/**
 * Two top-up policies, a prepaid card for three regular customers (empty: the demo tops them up), and the vouchers
 * the front desk hands out: 50,000 ₫ once each, 10 % of a bill a hundred times, a New Year one not yet valid.
 */
async function seedDemoStoredValue(db: TenantDb) {
  await db.$client.query(
    `INSERT INTO payment_card_policies (ma_cs, ten_cs, tu_tien, tien_km, tu_ngay, created_by) VALUES
       ('NAP1TR', 'Nạp từ 1 triệu tặng 100 nghìn', 1000000, 100000, '2026-01-01', 'system'),
       ('NAP5TR', 'Nạp từ 5 triệu tặng 750 nghìn', 5000000, 750000, '2026-01-01', 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `INSERT INTO payment_cards (ma_the, ma_kh, ngay_phat_hanh, created_by) VALUES
       ('TTT000001', 'KH000001', '2026-01-05', 'system'),
       ('TTT000002', 'KH000003', '2026-02-14', 'system'),
       ('TTT000003', 'KH000006', '2026-03-08', 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `INSERT INTO voucher_types (ma_loai, ten_loai, created_by) VALUES
       ('KHAITRUONG', 'Khai trương chi nhánh', 'system'), ('TET', 'Quà Tết', 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `INSERT INTO vouchers (ma_voucher, ten_voucher, ma_loai, loai_gt, gia_tri, so_lan, tu_ngay, den_ngay, created_by) VALUES
       ('KT50K001', 'Giảm 50.000 ₫ mừng khai trương', 'KHAITRUONG', 'tien', 50000, 1, '2026-01-01', NULL, 'system'),
       ('KT50K002', 'Giảm 50.000 ₫ mừng khai trương', 'KHAITRUONG', 'tien', 50000, 1, '2026-01-01', NULL, 'system'),
       ('GIAM10', 'Giảm 10% hóa đơn', NULL, 'phan_tram', 10, 100, '2026-01-01', NULL, 'system'),
       ('TET2027', 'Lì xì Tết 2027', 'TET', 'tien', 100000, 1, '2027-01-20', '2027-02-28', 'system')
     ON CONFLICT DO NOTHING`,
  );
}
