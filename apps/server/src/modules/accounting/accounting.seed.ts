import type { TenantDb } from "../../platform/db/tenant-db.js";
import { accounts, expenseItems, taxes, transactionTerms, voucherInfos } from "./accounting.tables.js";
import { CHART_OF_ACCOUNTS, type ChartRow } from "./chart/chart-of-accounts.js";

type Kind = readonly [ma_ct: string, prefix: string, vi: string, en: string];

/** The document types a shop starts with; each gets a row per status of its workflow (system/stt). */
const KINDS: readonly Kind[] = [
  ["HD1", "HD", "Hóa đơn bán hàng", "Sales invoice"],
  ["DV1", "DV", "Phiếu dịch vụ", "Service order"],
  ["PT1", "PT", "Phiếu thu", "Cash receipt"],
  ["PC1", "PC", "Phiếu chi", "Cash payment"],
  ["BC1", "BC", "Giấy báo có", "Bank receipt"],
  ["BN1", "BN", "Giấy báo nợ", "Bank payment"],
  ["PK1", "PK", "Phiếu kế toán", "Accounting voucher"],
  ["PN1", "PN", "Phiếu nhập kho", "Goods receipt"],
  ["PX1", "PX", "Phiếu xuất kho", "Goods delivery"],
  ["DC1", "DC", "Phiếu điều chuyển kho", "Stock transfer"],
  ["DK1", "DK", "Tồn đầu kỳ", "Opening stock"],
  ["DH1", "DH", "Đơn mua hàng trong nước", "Domestic purchase order"],
  ["TL1", "TL", "Phiếu trả hàng", "Sales return"],
  ["QT1", "QT", "Phiếu xuất quà tặng", "Gift order"],
  ["DD1", "DD", "Phiếu đổi quà", "Gift exchange"],
  ["DB1", "DB", "Đơn đặt hàng", "Sales order"],
  ["NT1", "NT", "Phiếu nạp tiền thẻ", "Card top-up"],
  ["PV1", "PV", "Phiếu phát hành thẻ vô danh", "No-name card issue"],
  ["BV1", "BV", "Đơn bán thẻ vô danh", "No-name card sale"],
  ["NV1", "NV", "Phiếu nạp tiền thẻ vô danh", "No-name card deposit"],
  ["CV1", "CV", "Phiếu chuyển thẻ vô danh", "No-name card transfer"],
  ["RV1", "RV", "Phiếu nhận thẻ vô danh", "No-name card receipt"],
  ["KM1", "KM", "Khuyến mãi theo sản phẩm", "Product promotion"],
  ["KM2", "KMD", "Khuyến mãi theo doanh thu", "Revenue promotion"],
  ["CK1", "CK", "Chiết khấu", "Discount"],
  ["SD1", "SD", "Phiếu phục vụ", "Serving"],
];

/**
 * What each status does, the same codes as the stt seed: 2 is posted and locked, 9 cancelled
 * and locked, the others may still be edited and are not in the ledger.
 */
const POSTED = "2";
const CANCELLED = "9";

export async function seedVoucherInfos(db: TenantDb, workflows: Record<string, readonly string[]>): Promise<void> {
  const rows = KINDS.flatMap(([ma_ct, prefix, ten_ct, ten_ct_en]) =>
    (workflows[ma_ct] ?? []).map((status) => ({
      ma_ct,
      status,
      ten_ct,
      ten_ct_en,
      prefix,
      ghi_so: status === POSTED,
      cho_sua: status !== POSTED && status !== CANCELLED,
      created_by: "system",
    })),
  );
  if (rows.length > 0) {
    await db
      .insert(voucherInfos)
      .values(rows)
      .onConflictDoNothing({ target: [voucherInfos.ma_ct, voucherInfos.status] });
  }
}

/**
 * The VAT rates of the Law on VAT with the account they post to (33311, output VAT); 8 % is the
 * temporary reduced rate the National Assembly keeps extending, a tenant switches it off when it ends.
 */
const VAT_RATES: readonly [code: string, name: string, rate: number, from: string][] = [
  ["KCT", "Không chịu thuế GTGT", 0, "2014-01-01"],
  ["T0", "Thuế GTGT 0%", 0, "2014-01-01"],
  ["T5", "Thuế GTGT 5%", 5, "2014-01-01"],
  ["T8", "Thuế GTGT 8% (giảm 2%)", 8, "2025-07-01"],
  ["T10", "Thuế GTGT 10%", 10, "2014-01-01"],
];

export async function seedVatRates(db: TenantDb): Promise<void> {
  await db
    .insert(taxes)
    .values(
      VAT_RATES.map(([ma_thue, ten_thue, thue_suat, ngay_hieu_luc]) => ({
        ma_thue,
        ten_thue,
        thue_suat,
        tk_thue: ma_thue === "KCT" ? null : "33311",
        ngay_hieu_luc,
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
}

type Rule = readonly [ma_ct: string, ma_bt: string, ten_bt: string, tk_no: string, tk_co: string, so_tien: string];

/**
 * How stock documents post: goods in at their value against the supplier, goods out at cost; and a retail bill:
 * its revenue and output VAT against what paid it ({tk_tt}: cash, bank, card, or the customer's debt), its goods
 * out at cost; a return: the revenue deduction (521) and the VAT against what paid the customer back, the goods
 * back in at the cost they left at; a gift (given, or exchanged for points): its goods out at cost as a selling
 * expense (641), with no revenue; a sales order: its deposit, what took it against the customer's 131 (the bill
 * delivering it debits 131 back); a card top-up: the money and the policy's bonus (a selling expense) held on 3387
 * until the card spends them; a no-name card sale: the money, and the discount (a selling expense) that brings it
 * to the cards' face value, on 3387; a no-name card deposit: the money on 3387; a service bill: single services as
 * revenue, packages on 3387 (unearned) until a serving uses their sessions and moves them to revenue.
 */
const POSTING_RULES: readonly Rule[] = [
  ["PN1", "NHAP", "Nhập kho hàng mua", "{tk_vt}", "{tk_cn}", "tien_hang"],
  ["PN1", "THUE", "Thuế GTGT đầu vào", "1331", "{tk_cn}", "thue"],
  ["PX1", "XUAT", "Xuất kho theo giá vốn", "{tk_gv}", "{tk_vt}", "gia_von"],
  ["HD1", "DT", "Doanh thu bán hàng", "{tk_tt}", "{tk_dt}", "tien_hang"],
  ["HD1", "THUE", "Thuế GTGT đầu ra", "{tk_tt}", "33311", "thue"],
  ["HD1", "XUAT", "Giá vốn hàng bán", "{tk_gv}", "{tk_vt}", "gia_von"],
  ["TL1", "TL", "Hàng bán bị trả lại", "521", "{tk_tt}", "tien_hang"],
  ["TL1", "THUE", "Thuế GTGT của hàng bị trả lại", "33311", "{tk_tt}", "thue"],
  ["TL1", "NHAP", "Nhập lại kho hàng bị trả lại", "{tk_vt}", "{tk_gv}", "gia_von"],
  ["QT1", "QT", "Xuất quà tặng khách hàng", "641", "{tk_vt}", "gia_von"],
  ["DD1", "QT", "Xuất quà đổi điểm tích lũy", "641", "{tk_vt}", "gia_von"],
  ["DB1", "COC", "Khách hàng đặt cọc", "{tk_tt}", "131", "tien_coc"],
  ["NT1", "NAP", "Nạp tiền thẻ trả trước", "{tk_tt}", "3387", "tien_nap"],
  ["NT1", "KM", "Tiền tặng khi nạp thẻ", "641", "3387", "tien_km"],
  ["BV1", "BAN", "Bán thẻ vô danh", "{tk_tt}", "3387", "tien_nap"],
  ["BV1", "CK", "Chiết khấu bán thẻ vô danh", "641", "3387", "tien_km"],
  ["NV1", "NAP", "Nạp tiền thẻ vô danh", "{tk_tt}", "3387", "tien_nap"],
  ["DV1", "DT", "Doanh thu dịch vụ", "{tk_tt}", "{tk_dt}", "tien_hang"],
  ["DV1", "GOI", "Bán liệu trình (doanh thu chưa thực hiện)", "{tk_tt}", "3387", "tien_goi"],
  ["DV1", "THUE", "Thuế GTGT đầu ra", "{tk_tt}", "33311", "thue"],
  ["SD1", "DT", "Ghi nhận doanh thu liệu trình đã sử dụng", "3387", "{tk_dt}", "tien_hang"],
  ["SD1", "NO", "Buổi vượt liệu trình khách còn nợ", "131", "{tk_dt}", "tien_no"],
  ["SD1", "XUAT", "Vật tư tiêu hao theo định mức", "{tk_gv}", "{tk_vt}", "gia_von"],
];

/** Seeds the posting rules of a document type that has none: a tenant's own rules are kept. */
export async function seedPostingRules(db: TenantDb): Promise<void> {
  await db.$client.query(
    `INSERT INTO posting_rules (ma_ct, ma_bt, ten_bt, tk_no, tk_co, so_tien, created_by)
     SELECT r.*, 'system' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS r(ma_ct, ma_bt, ten_bt, tk_no, tk_co, so_tien)
     WHERE NOT EXISTS (SELECT 1 FROM posting_rules p WHERE p.ma_ct = r.ma_ct)`,
    [0, 1, 2, 3, 4, 5].map((i) => POSTING_RULES.map((rule) => rule[i])),
  );
}

/** The parent of an account: the longest other number of the chart that begins it. */
function parentOf(tk: string, numbers: readonly string[]): string | null {
  let parent: string | null = null;
  for (const other of numbers) {
    if (other !== tk && tk.startsWith(other) && other.length > (parent?.length ?? 0)) parent = other;
  }
  return parent;
}

/** The chart as rows of the accounts table, each with its parent and level. */
export function chartRows(chart: readonly ChartRow[] = CHART_OF_ACCOUNTS) {
  const numbers = chart.map(([tk]) => tk);
  const levels = new Map<string, number>();
  return chart.map(([tk, ten_tk, ten_tk_en, loai, detail = ""]) => {
    const tk_me = parentOf(tk, numbers);
    const cap = tk_me ? (levels.get(tk_me) ?? 1) + 1 : 1;
    levels.set(tk, cap);
    return {
      tk,
      ten_tk,
      ten_tk_en,
      tk_me,
      cap,
      loai,
      theo_doi_kh: detail.includes("k"),
      theo_doi_nv: detail.includes("n"),
      theo_doi_kho: detail.includes("w"),
      created_by: "system",
    };
  });
}

/** Seeds the chart once: a tenant that has accounts keeps its own. */
export async function seedChartOfAccounts(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM accounts LIMIT 1");
  if (rows.length > 0) return;
  await db.insert(accounts).values(chartRows()).onConflictDoNothing();
}

type ExpenseSeed = readonly [ma_phi: string, ten_phi: string, ten_phi_en: string, tk: string];

/**
 * What a spa or a shop usually spends on, each with its expense account of the Circular 99 chart: 641 selling
 * expenses (advertising, delivery), 642 general and administrative expenses (the rest).
 */
const EXPENSE_ITEMS: readonly ExpenseSeed[] = [
  ["DIEN", "Tiền điện", "Electricity", "642"],
  ["NUOC", "Tiền nước", "Water", "642"],
  ["MAT_BANG", "Thuê mặt bằng", "Premises rent", "642"],
  ["VIEN_THONG", "Internet và điện thoại", "Internet and telephone", "642"],
  ["VPP", "Văn phòng phẩm", "Office supplies", "642"],
  ["LUONG", "Lương nhân viên", "Staff wages", "642"],
  ["SUA_CHUA", "Sửa chữa, bảo trì", "Repairs and maintenance", "642"],
  ["QUANG_CAO", "Quảng cáo, tiếp thị", "Advertising and marketing", "641"],
  ["VAN_CHUYEN", "Vận chuyển, giao hàng", "Delivery", "641"],
  ["KHAC", "Chi phí bằng tiền khác", "Other cash expenses", "642"],
];

/**
 * Seeds the expense items of a tenant that has none, each on its account when the tenant's chart has it as an
 * account taking postings (a tenant that split 642 picks the sub-account itself).
 */
export async function seedExpenseItems(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM expense_items LIMIT 1");
  if (rows.length > 0) return;
  const { rows: leaves } = await db.$client.query<{ tk: string }>(
    `SELECT a.tk FROM accounts a WHERE a.tk = ANY($1) AND NOT EXISTS (SELECT 1 FROM accounts s WHERE s.tk_me = a.tk)`,
    [[...new Set(EXPENSE_ITEMS.map((item) => item[3]))]],
  );
  const usable = new Set(leaves.map((r) => r.tk));
  const values = EXPENSE_ITEMS.filter((item) => usable.has(item[3])).map(([ma_phi, ten_phi, ten_phi_en, tk]) => ({
    ma_phi,
    ten_phi,
    ten_phi_en,
    tk,
    created_by: "system",
  }));
  if (values.length > 0) await db.insert(expenseItems).values(values).onConflictDoNothing();
}

type TermSeed = readonly [ma_dk: string, ten_dk: string, ten_dk_en: string, so_ngay_no: number];

const TRANSACTION_TERMS: readonly TermSeed[] = [
  ["TT_NGAY", "Thanh toán ngay", "Due on receipt", 0],
  ["NO_15", "Công nợ 15 ngày", "Net 15 days", 15],
  ["NO_30", "Công nợ 30 ngày", "Net 30 days", 30],
  ["NO_45", "Công nợ 45 ngày", "Net 45 days", 45],
];

/** Seeds the usual transaction terms in a tenant that has none. */
export async function seedTransactionTerms(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM transaction_terms LIMIT 1");
  if (rows.length > 0) return;
  await db
    .insert(transactionTerms)
    .values(
      TRANSACTION_TERMS.map(([ma_dk, ten_dk, ten_dk_en, so_ngay_no]) => ({
        ma_dk,
        ten_dk,
        ten_dk_en,
        so_ngay_no,
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
}
