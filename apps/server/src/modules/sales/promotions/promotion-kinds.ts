import type { Command, CommandRight } from "@sen/core";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentDraft, DocumentKind, DocumentRow } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { promotionProductLines, promotionProducts, promotionRevenue, promotionRevenueLines } from "../sales.tables.js";
import { describeRules, programsOf } from "./promotion-names.js";

/*
 * The rules of a promotion program, as documents an approver posts: a request to post always waits (status 1), the
 * approver's PATCH to 2 puts the rules in force, a cancel (9) takes them out. Posting moves nothing: a rule is read
 * by every sale priced while it holds (apply-promotions.ts).
 */

type RuleLine = DocumentRow & {
  ma_vt?: string;
  sl_tu?: number;
  tu_tien?: number;
  tien_ck?: number;
  ck_phan_tram: number;
  ma_vt_tang?: string | null;
  sl_tang: number;
};

/** What every rule may give: a percent off, or an item free. */
const rewardFields = {
  ck_phan_tram: figure({ vi: "Chiết khấu (%)", en: "Discount (%)" }, 4, 100.0001).default(0),
  ma_vt_tang: code({ vi: "Sản phẩm tặng", en: "Item given" }).nullish(),
  sl_tang: figure({ vi: "Số lượng tặng", en: "Quantity given" }, 3, 1e9).default(0),
};

const productRuleFields = {
  ma_vt: code({ vi: "Sản phẩm mua", en: "Item bought" }),
  sl_tu: figure({ vi: "Mua từ (số lượng)", en: "From quantity" }, 3, 1e9, true).default(1),
  ...rewardFields,
};

const revenueRuleFields = {
  tu_tien: figure({ vi: "Hóa đơn từ (₫)", en: "Bill from (₫)" }, 0, 1e13),
  tien_ck: figure({ vi: "Giảm (₫)", en: "Off (₫)" }, 0, 1e13).default(0),
  ...rewardFields,
};

/** The program in use, and the items named on the lines active: 422 naming what is not. */
async function checkNames(db: TenantDb, draft: DocumentDraft<RuleLine>) {
  const ma_ctkm = String(draft.header.ma_ctkm).toUpperCase();
  draft.header.ma_ctkm = ma_ctkm;
  for (const l of draft.details) {
    if (l.ma_vt) l.ma_vt = l.ma_vt.toUpperCase();
    l.ma_vt_tang = l.ma_vt_tang ? l.ma_vt_tang.toUpperCase() : null;
  }
  const items = draft.details.flatMap((l) => [l.ma_vt, l.ma_vt_tang].filter((c): c is string => Boolean(c)));
  const { rows } = await db.$client.query<{ program: boolean; items: string[] }>(
    prepared(
      `SELECT EXISTS (SELECT 1 FROM promotions WHERE ma_ctkm = $1 AND status) AS program,
              ARRAY(SELECT ma_vt FROM products WHERE ma_vt = ANY($2) AND status) AS items`,
      [ma_ctkm, [...new Set(items)]],
    ),
  );
  const found = new Set(rows[0]?.items ?? []);
  const errors: Record<string, string> = {};
  if (!rows[0]?.program) {
    errors.ma_ctkm = bilingual(
      `Chương trình khuyến mãi ${ma_ctkm} không tồn tại hoặc đã ngừng`,
      `Promotion program ${ma_ctkm} does not exist or is inactive`,
    );
  }
  const missing = (c: string) =>
    bilingual(`Sản phẩm ${c} không tồn tại hoặc đã ngừng sử dụng`, `Product ${c} does not exist or is inactive`);
  draft.details.forEach((l, i) => {
    if (l.ma_vt && !found.has(l.ma_vt)) errors[`details.${i}.ma_vt`] = missing(l.ma_vt);
    if (l.ma_vt_tang && !found.has(l.ma_vt_tang)) errors[`details.${i}.ma_vt_tang`] = missing(l.ma_vt_tang);
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** A rule gives something: a discount, or an item with its quantity (and not one without the other). */
function checkRewards(lines: RuleLine[]) {
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.ma_vt_tang && !(l.sl_tang > 0)) {
      errors[`details.${i}.sl_tang`] = bilingual("Nhập số lượng tặng", "Enter the quantity given");
    } else if (!l.ma_vt_tang && l.sl_tang > 0) {
      errors[`details.${i}.ma_vt_tang`] = bilingual("Chọn sản phẩm tặng", "Choose the item given");
    } else if (!(l.ck_phan_tram > 0) && !((l.tien_ck ?? 0) > 0) && !l.ma_vt_tang) {
      errors[`details.${i}.ck_phan_tram`] = bilingual(
        "Dòng khuyến mãi cần chiết khấu hoặc sản phẩm tặng",
        "A rule needs a discount or an item given",
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

interface RuleKindSpec {
  ma_ct: string;
  api: string;
  command: Command;
  approver: CommandRight;
  label: { vi: string; en: string };
  header: PgTable;
  lines: PgTable;
  fields: z.ZodRawShape;
}

function ruleKind(spec: RuleKindSpec): DocumentKind<RuleLine, RuleLine> {
  return {
    ...spec,
    headerFields: { ma_ctkm: code({ vi: "Chương trình khuyến mãi", en: "Promotion program" }, 32) },
    lineFields: {},
    listFilters: { ma_ctkm: z.string().trim().toUpperCase().max(32).optional() },
    lineShape: {
      fields: spec.fields,
      price: (lines) => ({ details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(0n) }),
    },
    prefix: voucherPrefix,
    // Rules change what every counter charges: they always wait for the approver.
    needsApproval: async () => true,
    async prepare(db, draft, request) {
      draftBranch(draft, request, { vi: "Chọn chi nhánh lập phiếu", en: "Choose the branch of the document" });
      checkRewards(draft.details);
      await checkNames(db, draft);
    },
    post: async () => undefined,
    cancel: async () => undefined,
    describe: describeRules,
    describeList: programsOf,
  };
}

/** Product promotions (KM1): buying `sl_tu` of an item takes a percent off its line, or gives an item. */
export const promotionProductKind = ruleKind({
  ma_ct: "KM1",
  api: "sales/promotion-products",
  command: "sales.promotion-products",
  approver: { command: "sales.promotion-products.approve", right: "edit" },
  label: { vi: "Khuyến mãi theo sản phẩm", en: "Product promotion" },
  header: promotionProducts,
  lines: promotionProductLines,
  fields: productRuleFields,
});

/** Revenue promotions (KM2): a bill from `tu_tien` gets a percent or an amount off, or an item. */
export const promotionRevenueKind = ruleKind({
  ma_ct: "KM2",
  api: "sales/promotion-revenue",
  command: "sales.promotion-revenue",
  approver: { command: "sales.promotion-revenue.approve", right: "edit" },
  label: { vi: "Khuyến mãi theo doanh thu", en: "Revenue promotion" },
  header: promotionRevenue,
  lines: promotionRevenueLines,
  fields: revenueRuleFields,
});

export const promotionKinds = [promotionProductKind, promotionRevenueKind];
