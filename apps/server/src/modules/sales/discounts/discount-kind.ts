import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure, isoDate } from "../../../platform/documents/document.schemas.js";
import type { DocumentDraft, DocumentKind, DocumentRow } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { discountLines, discounts } from "../sales.tables.js";
import { describeDiscount, discountNames } from "./discount-names.js";

/*
 * Discounts (CK1, chiết khấu) as documents an approver posts, as promotion rules are: a request to post always waits
 * (status 1), the approver's PATCH to 2 puts the discount in force, a cancel (9) takes it out. Posting moves nothing:
 * every sale priced while it holds reads it (promotion-rules.ts, apply-promotions.ts).
 */

type DiscountLine = DocumentRow & { ma_vt?: string | null; nh_vt?: string | null; tl_ck: number; tien_ck: number };

const optionalCode = (label: { vi: string; en: string }, max: number) =>
  code(label, max)
    .nullish()
    .or(z.literal("").transform(() => null));

const headerFields = {
  tu_ngay: isoDate(),
  den_ngay: isoDate()
    .nullish()
    .or(z.literal("").transform(() => null)),
  ma_dvcs_ck: optionalCode({ vi: "Chi nhánh áp dụng", en: "Branch it applies in" }, 20),
  ma_kh: optionalCode({ vi: "Khách hàng", en: "Customer" }, 32),
  nh_kh: optionalCode({ vi: "Nhóm khách hàng", en: "Customer group" }, 32),
};

const lineFields = {
  ma_vt: optionalCode({ vi: "Sản phẩm", en: "Item" }, 50),
  nh_vt: optionalCode({ vi: "Nhóm hàng", en: "Item group" }, 32),
  tl_ck: figure({ vi: "Chiết khấu (%)", en: "Discount (%)" }, 4, 100.0001).default(0),
  tien_ck: figure({ vi: "Giảm mỗi đơn vị (₫)", en: "Off each unit (₫)" }, 0, 1e13).default(0),
};

const upper = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim().toUpperCase() : null;

/** Whom and what the discount is for, one way each, over days that follow each other: 422 naming the field. */
function checkShape(draft: DocumentDraft<DiscountLine>) {
  const h = draft.header;
  for (const key of ["ma_dvcs_ck", "ma_kh", "nh_kh"] as const) h[key] = upper(h[key]);
  h.den_ngay = h.den_ngay || null;
  const errors: Record<string, string> = {};
  if (h.den_ngay && String(h.den_ngay) < String(h.tu_ngay)) {
    errors.den_ngay = bilingual("Đến ngày phải sau hoặc bằng từ ngày", "The last day may not come before the first");
  }
  if (h.ma_kh && h.nh_kh) {
    errors.nh_kh = bilingual(
      "Chọn một khách hàng hoặc một nhóm khách hàng, không cả hai",
      "Choose a customer or a customer group, not both",
    );
  }
  draft.details.forEach((l, i) => {
    l.ma_vt = upper(l.ma_vt);
    l.nh_vt = upper(l.nh_vt);
    if (l.ma_vt && l.nh_vt) {
      errors[`details.${i}.nh_vt`] = bilingual(
        "Chọn một sản phẩm hoặc một nhóm hàng, không cả hai",
        "Choose an item or an item group, not both",
      );
    }
    if (l.tl_ck > 0 && l.tien_ck > 0) {
      errors[`details.${i}.tien_ck`] = bilingual(
        "Chiết khấu theo tỷ lệ hoặc theo số tiền, không cả hai",
        "A discount is a percent or an amount, not both",
      );
    } else if (!(l.tl_ck > 0) && !(l.tien_ck > 0)) {
      errors[`details.${i}.tl_ck`] = bilingual(
        "Nhập tỷ lệ chiết khấu hoặc số tiền giảm",
        "Enter a discount percent or an amount off",
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** The branch, customer, customer group, items and item groups named, each known and in use: 422 naming the field. */
async function checkNames(db: TenantDb, draft: DocumentDraft<DiscountLine>) {
  const h = draft.header;
  const items = [...new Set(draft.details.map((l) => l.ma_vt).filter((c): c is string => Boolean(c)))];
  const groups = [...new Set(draft.details.map((l) => l.nh_vt).filter((c): c is string => Boolean(c)))];
  const { rows } = await db.$client.query<{
    branch: boolean;
    customer: boolean;
    group: boolean;
    items: string[];
    groups: string[];
  }>(
    prepared(
      `SELECT EXISTS (SELECT 1 FROM branches WHERE ma_dvcs = $1 AND status) AS branch,
              EXISTS (SELECT 1 FROM partners WHERE ma_kh = $2) AS customer,
              EXISTS (SELECT 1 FROM customer_groups WHERE ma_nh = $3 AND status) AS group,
              ARRAY(SELECT ma_vt FROM products WHERE ma_vt = ANY($4) AND status) AS items,
              ARRAY(SELECT ma_nhom FROM product_groups WHERE ma_nhom = ANY($5) AND status) AS groups`,
      [h.ma_dvcs_ck, h.ma_kh, h.nh_kh, items, groups],
    ),
  );
  const found = rows[0];
  const errors: Record<string, string> = {};
  if (h.ma_dvcs_ck && !found?.branch) {
    errors.ma_dvcs_ck = bilingual(
      `Chi nhánh ${h.ma_dvcs_ck} không tồn tại hoặc đã ngừng`,
      `Branch ${h.ma_dvcs_ck} does not exist or is inactive`,
    );
  }
  if (h.ma_kh && !found?.customer) {
    errors.ma_kh = bilingual(`Khách hàng ${h.ma_kh} không tồn tại`, `Customer ${h.ma_kh} does not exist`);
  }
  if (h.nh_kh && !found?.group) {
    errors.nh_kh = bilingual(
      `Nhóm khách hàng ${h.nh_kh} không tồn tại hoặc đã ngừng sử dụng`,
      `Customer group ${h.nh_kh} does not exist or is out of use`,
    );
  }
  const [knownItems, knownGroups] = [new Set(found?.items ?? []), new Set(found?.groups ?? [])];
  draft.details.forEach((l, i) => {
    if (l.ma_vt && !knownItems.has(l.ma_vt)) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `Sản phẩm ${l.ma_vt} không tồn tại hoặc đã ngừng sử dụng`,
        `Product ${l.ma_vt} does not exist or is inactive`,
      );
    }
    if (l.nh_vt && !knownGroups.has(l.nh_vt)) {
      errors[`details.${i}.nh_vt`] = bilingual(
        `Nhóm hàng ${l.nh_vt} không tồn tại hoặc đã ngừng sử dụng`,
        `Item group ${l.nh_vt} does not exist or is inactive`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Discounts (CK1): whom, what, how much and when; in force once approved. */
export const discountKind: DocumentKind<DiscountLine, DiscountLine> = {
  ma_ct: "CK1",
  api: "sales/discounts",
  command: "sales.discounts",
  approver: { command: "sales.discounts.approve", right: "edit" },
  label: { vi: "Chiết khấu", en: "Discount" },
  header: discounts,
  lines: discountLines,
  headerFields,
  lineFields: {},
  listFilters: {
    ma_kh: z.string().trim().toUpperCase().max(32).optional(),
    nh_kh: z.string().trim().toUpperCase().max(32).optional(),
  },
  lineShape: {
    fields: lineFields,
    price: (lines) => ({ details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(0n) }),
  },
  prefix: voucherPrefix,
  // A discount changes what every counter charges: it always waits for the approver.
  needsApproval: async () => true,
  async prepare(db, draft, request) {
    draftBranch(draft, request, { vi: "Chọn chi nhánh lập phiếu", en: "Choose the branch of the document" });
    checkShape(draft);
    await checkNames(db, draft);
  },
  post: async () => undefined,
  cancel: async () => undefined,
  describe: describeDiscount,
  describeList: discountNames,
};
