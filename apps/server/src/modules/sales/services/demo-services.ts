import { DOCUMENT_STATUS, PAYMENT_TYPE } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documents } from "../../../platform/documents/document.service.js";
import { DEMO_WAREHOUSES } from "../../stock/ledger/demo-movements.js";
import { DEMO_SERVICES } from "../../stock/stock.demo.js";
import { SEEDER } from "../promotions/demo-promotions.js";
import { type PostedBill, seedDemoServings } from "./demo-servings.js";
import { serviceBillKind } from "./service-bill-kind.js";

/** How a demo bill is paid: cash rounded up to 50,000 ₫ (the change given back), a transfer or a Visa card exactly. */
type Paid = "cash" | "transfer" | "card";

type DemoBill = [
  key: string,
  daysAgo: number,
  ma_kho: string,
  /** None: a walk-in customer. */
  ma_kh: string | null,
  ma_nvbh: string,
  dien_giai: string,
  paid: Paid,
  /** Each service and how many. */
  lines: Readonly<Record<string, number>>,
];

const S = DEMO_SERVICES;
const { q1, hn } = DEMO_WAREHOUSES;

/**
 * The service bills of the last weeks in both branches, oldest first (so their numbers follow their days): a
 * 10-session acne package (LTMUN10) and a 5-session rejuvenation package (LTTHD5) in each, single services to
 * customers and walk-ins, today's included. The keys name the bills whose packages the servings use.
 */
const DEMO_BILLS: readonly DemoBill[] = [
  ["mai", 24, q1, "KH000001", "NV001", "Mua liệu trình trị mụn 10 buổi", "cash", { [S.triMun10]: 1 }],
  ["trang", 22, hn, "KH000017", "NV002", "Mua liệu trình trẻ hóa da 5 buổi", "transfer", { [S.treHoaDa5]: 1 }],
  ["ha", 20, q1, "KH000003", "NV001", "Mua liệu trình trẻ hóa da 5 buổi", "transfer", { [S.treHoaDa5]: 1 }],
  ["yen", 15, hn, "KH000018", "NV002", "Mua liệu trình trị mụn 10 buổi", "cash", { [S.triMun10]: 1 }],
  ["tram", 12, q1, "KH000006", "NV001", "Da mặt và gội đầu dưỡng sinh", "card", { [S.daMat]: 1, [S.goiDau]: 1 }],
  ["tam", 9, hn, "KH000021", "NV002", "Cắt và nhuộm tóc", "card", { [S.catTocNu]: 1, [S.nhuomToc]: 1 }],
  ["walkInQ1", 6, q1, null, "KTV01", "Khách vãng lai massage đá nóng", "cash", { [S.massageDaNong]: 1 }],
  ["walkInHn", 3, hn, null, "NV002", "Hai khách vãng lai gội đầu", "cash", { [S.goiDau]: 2 }],
  ["ngoc", 2, q1, "KH000013", "NV001", "Trị mụn kèm xông hơi", "transfer", { [S.triMun10]: 1, [S.xongHoi]: 1 }],
  ["my", 0, q1, "KH000014", "NV001", "Massage chân cho khách và người nhà", "cash", { [S.massageChan]: 2 }],
  ["chau", 0, hn, "KH000024", "NV002", "Chăm sóc da mặt", "cash", { [S.daMat]: 1 }],
];

const CASH_NOTE = 50_000;

function paymentsOf(paid: Paid, due: number) {
  if (paid === "cash") return [{ ma_httt: PAYMENT_TYPE.cash, tien: Math.ceil(due / CASH_NOTE) * CASH_NOTE }];
  if (paid === "card") return [{ ma_httt: PAYMENT_TYPE.bankCard, ma_loai_the: "VISA", tien: due }];
  return [{ ma_httt: PAYMENT_TYPE.transfer, tien: due }];
}

/** Posts a bill at the price in force, paid in full. */
async function postBill(db: TenantDb, [, daysAgo, ma_kho, ma_kh, ma_nvbh, dien_giai, paid, lines]: DemoBill) {
  const body = {
    ngay_ct: addDays(vietnamToday(), -daysAgo),
    ma_kho,
    ma_kh,
    ma_nvbh,
    dien_giai,
    details: Object.entries(lines).map(([ma_vt, so_luong]) => ({ ma_vt, so_luong, ck: 0 })),
  };
  const quoted = await documents.quote(db, serviceBillKind, { ...body, payments: [] }, SEEDER);
  const payments = paymentsOf(paid, Number(quoted.tong_thanh_toan));
  const saved = await documents.create(
    db,
    serviceBillKind,
    { ...body, payments, status: DOCUMENT_STATUS.posted },
    SEEDER,
  );
  const posted: PostedBill = { stt_rec: String(saved.stt_rec), ma_kh, ma_dvcs: String(saved.ma_dvcs) };
  return posted;
}

/**
 * The demo spa's services, once (a tenant with service bills is left so), through the documents' own rules so the
 * journal, the packages, the report lines and the commissions are what a receptionist's would be: the bills of
 * `DEMO_BILLS`, then the servings that use their packages (demo-servings.ts), today's on the process board.
 */
export async function seedDemoServices(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM service_bills LIMIT 1");
  if (rows.length > 0) return;
  const posted: Record<string, PostedBill> = {};
  for (const bill of DEMO_BILLS) posted[bill[0]] = await postBill(db, bill);
  await seedDemoServings(db, posted);
}
