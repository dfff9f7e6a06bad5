import { defineEntity } from "../entity/entity.js";
import type { BooleanField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import type { Command } from "../menu/index.js";
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

/** A field naming an account of the chart (the picker offers the accounts in use). */
export const accountRef = <const N extends string>(name: N, vi: string, en: string, required = false) =>
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

/** The vouchers: their forms pick accounts, partners and currencies that no entity of theirs refers to. */
export const VOUCHER_COMMANDS: readonly Command[] = [
  "accounting.receive-invoices",
  "accounting.spend-invoices",
  "accounting.bank-receive-invoices",
  "accounting.bank-spend-invoices",
  "accounting.accounting-invoices",
];

/** The vouchers and the accounting books, whose filters pick an account or a partner. */
export const ACCOUNT_PICKERS: readonly Command[] = [...VOUCHER_COMMANDS, "accounting.reports.cash-book"];

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
  rights: { lookup: { pickedBy: ACCOUNT_PICKERS } },
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
  grouped: false,
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
 * `ngay_khoa` may be created, edited, posted or cancelled; the database refuses it. Locking (a new lock, a lock
 * moved later) takes add or edit; unlocking (a lock moved earlier or to another branch, or deleted) takes delete.
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
  // Moving a lock back or to another branch reopens days, as deleting it does: the delete right ("mở khóa sổ").
  rights: {
    loosening: {
      earlier: "ngay_khoa",
      changed: ["ma_dvcs"],
      right: "del",
      action: { vi: "mở khóa sổ", en: "unlock the books" },
    },
  },
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

/**
 * An expense item (khoản mục chi phí): what a payment is spent on (power, rent, wages…), with the expense account it
 * usually goes to. A payment's line (phiếu chi, giấy báo nợ) names one in `ma_phi`.
 */
export const expenseItemEntity = defineEntity({
  name: "expense-item",
  label: { vi: "Khoản mục chi phí", en: "Expense item" },
  table: "expense_items",
  api: "accounting/expenses",
  path: "/accounting/expenses",
  command: "accounting.expenses",
  rights: { lookup: { pickedBy: ["accounting.spend-invoices", "accounting.bank-spend-invoices"] } },
  labelField: "ten_phi",
  pickerFields: ["tk"],
  defaultSort: { key: "ma_phi", type: "asc" },
  fields: [
    codeField("ma_phi", "Mã khoản mục", "Item code"),
    nameField("ten_phi", "Tên khoản mục", "Item name"),
    { name: "ten_phi_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    accountRef("tk", "Tài khoản chi phí", "Expense account", true),
    noteField,
    statusField,
  ],
});

/**
 * A transaction term (điều khoản giao dịch): how long a customer or supplier may owe (`so_ngay_no` days of credit),
 * with an optional discount for paying early (`ck_thanh_toan` % within `so_ngay_ck` days, as in "2/10 net 30").
 */
export const transactionTermEntity = defineEntity({
  name: "transaction-term",
  label: { vi: "Điều khoản giao dịch", en: "Transaction term" },
  table: "transaction_terms",
  api: "accounting/transaction-terms",
  path: "/accounting/transaction-terms",
  command: "accounting.transaction-terms",
  labelField: "ten_dk",
  pickerFields: ["so_ngay_no"],
  defaultSort: { key: "so_ngay_no", type: "asc" },
  fields: [
    codeField("ma_dk", "Mã điều khoản", "Term code"),
    nameField("ten_dk", "Tên điều khoản", "Term name"),
    { name: "ten_dk_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    {
      name: "so_ngay_no",
      kind: "number",
      label: { vi: "Số ngày được nợ", en: "Days of credit" },
      required: true,
      min: 0,
      max: 3650,
      precision: 0,
      default: 0,
      sortable: true,
    },
    {
      name: "ck_thanh_toan",
      kind: "percent",
      label: { vi: "Chiết khấu thanh toán sớm (%)", en: "Early payment discount (%)" },
      min: 0,
      max: 100,
      precision: 2,
    },
    {
      name: "so_ngay_ck",
      kind: "number",
      label: { vi: "Số ngày hưởng chiết khấu", en: "Discount days" },
      min: 0,
      max: 3650,
      precision: 0,
    },
    noteField,
    statusField,
  ],
});
