import { defineEntity } from "../entity/entity.js";
import type { BooleanField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/** Which side an account's balance sits on: assets on the debit side, sources on the credit side, some either. */
export const ACCOUNT_NATURE_OPTIONS = [
  { value: "no", label: { vi: "Dư Nợ", en: "Debit balance" } },
  { value: "co", label: { vi: "Dư Có", en: "Credit balance" } },
  { value: "lt", label: { vi: "Lưỡng tính", en: "Either side" } },
] as const;
export const ACCOUNT_NATURE = statesOf(ACCOUNT_NATURE_OPTIONS);

const detail = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "boolean", label: { vi, en }, default: false }) as const satisfies BooleanField;

const accountRef = <const N extends string>(name: N, vi: string, en: string, required = false) =>
  ({
    name,
    kind: "reference",
    label: { vi, en },
    entity: "account",
    valueField: "tk",
    labelField: "ten_tk",
    required,
    searchable: true,
    sortable: true,
    filterable: true,
  }) as const satisfies ReferenceField;

/**
 * The chart of accounts (hệ thống tài khoản) of the tenant, seeded from Circular 99/2025/TT-BTC: levels 1 to 3,
 * a sub-account naming its parent (`tk_me`). Only accounts without sub-accounts take postings; the detail flags
 * say which also name a partner, an employee or a warehouse on every line.
 */
export const accountEntity = defineEntity({
  name: "account",
  label: { vi: "Tài khoản", en: "Account" },
  table: "accounts",
  api: "accounting/accounts",
  path: "/accounting/accounts",
  command: "accounting.accounts",
  labelField: "ten_tk",
  pickerFields: ["tk_me", "loai"],
  defaultSort: { key: "tk", type: "asc" },
  fields: [
    codeField("tk", "Số hiệu tài khoản", "Account number"),
    nameField("ten_tk", "Tên tài khoản", "Account name"),
    { name: "ten_tk_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    accountRef("tk_me", "Tài khoản mẹ", "Parent account"),
    {
      name: "cap",
      kind: "number",
      label: { vi: "Cấp", en: "Level" },
      min: 1,
      max: 3,
      precision: 0,
      default: 1,
      sortable: true,
      filterable: true,
    },
    {
      name: "loai",
      kind: "enum",
      label: { vi: "Tính chất", en: "Nature" },
      options: ACCOUNT_NATURE_OPTIONS,
      default: ACCOUNT_NATURE.no,
      required: true,
      filterable: true,
    },
    detail("theo_doi_kh", "Theo dõi theo đối tượng", "By partner"),
    detail("theo_doi_nv", "Theo dõi theo nhân viên", "By employee"),
    detail("theo_doi_kho", "Theo dõi theo kho", "By warehouse"),
    noteField,
    statusField,
  ],
});

const branchField = {
  name: "ma_dvcs",
  kind: "reference",
  label: { vi: "Chi nhánh", en: "Branch" },
  entity: "branch",
  valueField: "ma_dvcs",
  labelField: "ten_dvcs",
  filterable: true,
  sortable: true,
} as const satisfies ReferenceField;

const yearField = {
  name: "nam",
  kind: "number",
  label: { vi: "Năm", en: "Year" },
  required: true,
  min: 2000,
  max: 2999,
  precision: 0,
  sortable: true,
  filterable: true,
} as const;

const sideFields = [
  { name: "du_no", kind: "money", label: { vi: "Dư Nợ", en: "Debit" }, min: 0, default: 0, sortable: true },
  { name: "du_co", kind: "money", label: { vi: "Dư Có", en: "Credit" }, min: 0, default: 0, sortable: true },
] as const;

/** The opening balance of an account in a branch at the start of a year (số dư đầu năm), entered once. */
export const accountBalanceEntity = defineEntity({
  name: "account-balance",
  label: { vi: "Số dư tài khoản đầu kỳ", en: "Opening account balance" },
  table: "account_balances",
  api: "accounting/account-balances",
  path: "/accounting/account-balances",
  command: "accounting.account-balances",
  labelField: "tk",
  defaultSort: { key: "tk", type: "asc" },
  fields: [
    yearField,
    { ...branchField, required: true },
    accountRef("tk", "Tài khoản", "Account", true),
    ...sideFields,
    noteField,
  ],
});

/** What a partner owed or was owed on an account (131, 331) at the start of a year (công nợ đầu kỳ). */
export const customerBalanceEntity = defineEntity({
  name: "customer-balance",
  label: { vi: "Công nợ đầu kỳ", en: "Opening debt" },
  table: "customer_balances",
  api: "accounting/customer-balances",
  path: "/accounting/customer-balances",
  command: "accounting.customer-balances",
  labelField: "ma_kh",
  defaultSort: { key: "ma_kh", type: "asc" },
  fields: [
    yearField,
    { ...branchField, required: true },
    accountRef("tk", "Tài khoản", "Account", true),
    {
      name: "ma_kh",
      kind: "reference",
      label: { vi: "Đối tượng", en: "Partner" },
      entity: "partner",
      valueField: "ma_kh",
      labelField: "ten_kh",
      required: true,
      searchable: true,
      sortable: true,
    },
    ...sideFields,
    noteField,
  ],
});

/**
 * A period lock (khóa sổ): nothing of the branch (of every branch when `ma_dvcs` is empty) dated on or before
 * `ngay_khoa` may be created, edited, posted or cancelled; the database refuses it.
 */
export const voucherLockEntity = defineEntity({
  name: "voucher-lock",
  label: { vi: "Khóa sổ kế toán", en: "Period close" },
  table: "voucher_locks",
  api: "accounting/voucher-locks",
  path: "/accounting/voucher-locks",
  command: "accounting.voucher-locks",
  labelField: "ngay_khoa",
  defaultSort: { key: "ngay_khoa", type: "desc" },
  fields: [
    branchField,
    {
      name: "ngay_khoa",
      kind: "date",
      label: { vi: "Khóa đến ngày", en: "Locked up to" },
      required: true,
      sortable: true,
    },
    noteField,
  ],
});
