import { DOCUMENT_STATUS } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documents } from "../../../platform/documents/document.service.js";
import { SEEDER } from "../promotions/demo-promotions.js";
import { issueKind } from "./issue-kind.js";
import { saleKind } from "./sale-kind.js";

/** The demo's card types: what each holds once sold, what it sells for, and for how many days. */
export const DEMO_NO_NAME = { the500k: "THE500K", the1tr: "THE1TR" } as const;

/** Each branch's batches: a prefix of the branch and the type, 30 cards of 500K and 20 of 1 triệu. */
const BATCHES = [
  ["CN01", DEMO_NO_NAME.the500k, "V5Q1-", 30],
  ["CN01", DEMO_NO_NAME.the1tr, "V1Q1-", 20],
  ["CN02", DEMO_NO_NAME.the500k, "V5HN-", 30],
  ["CN02", DEMO_NO_NAME.the1tr, "V1HN-", 20],
] as const;

/** What the front desks sold already: three 500K cards and one of 1 triệu at Quận 1, one 500K card in Hà Nội. */
const SALES = [
  ["CN01", [{ tu_seri: "V5Q1-000001", den_seri: "V5Q1-000003" }, { tu_seri: "V1Q1-000001" }], 2_450_000],
  ["CN02", [{ tu_seri: "V5HN-000001" }], 500_000],
] as const;

/**
 * The demo spa's no-name cards, through the documents' own rules: two types ("Thẻ 500K", "Thẻ 1 triệu" sold at
 * 950,000 ₫ and good for a year), 5 % off from five 500K cards, a batch of each type in each branch's stock, and a few
 * sold (their value on 3387 and in each card's history). Once: a tenant with cards is left so.
 */
export async function seedDemoNoNameCards(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM no_name_cards LIMIT 1");
  if (rows.length > 0) return;
  await db.$client.query(
    `INSERT INTO no_name_types (ma_loai, ten_loai, menh_gia, gia_ban, so_ngay, ghi_chu, created_by) VALUES
       ($1, 'Thẻ 500K', 500000, 500000, NULL, 'Thẻ quà tặng mệnh giá 500.000 ₫', 'system'),
       ($2, 'Thẻ 1 triệu', 1000000, 950000, 365, 'Mua giá 950.000 ₫, dùng trong một năm', 'system')
     ON CONFLICT DO NOTHING`,
    [DEMO_NO_NAME.the500k, DEMO_NO_NAME.the1tr],
  );
  await db.$client.query(
    `INSERT INTO no_name_discounts (ma_ck, ten_ck, ma_loai, tu_so_luong, tl_ck, tu_ngay, created_by) VALUES
       ('MUA5THE', 'Mua từ 5 thẻ 500K giảm 5%', $1, 5, 5, '2026-01-01', 'system')
     ON CONFLICT DO NOTHING`,
    [DEMO_NO_NAME.the500k],
  );
  const ngay_ct = vietnamToday();
  for (const [ma_dvcs, ma_loai, tien_to, so_luong] of BATCHES) {
    const body = { ngay_ct, ma_dvcs, ma_loai, tien_to, tu_so: 1, so_luong, do_dai: 6, status: DOCUMENT_STATUS.posted };
    await documents.create(db, issueKind, { ...body, dien_giai: "Phát hành thẻ vô danh", details: [] }, SEEDER);
  }
  for (const [ma_dvcs, details, tien] of SALES) {
    const body = {
      ngay_ct,
      ma_dvcs,
      dien_giai: "Khách mua thẻ quà tặng",
      status: DOCUMENT_STATUS.posted,
      details: details.map((d) => ({ ...d })),
      payments: [{ ma_httt: "TM", tien }],
    };
    await documents.create(db, saleKind, body, SEEDER);
  }
}
