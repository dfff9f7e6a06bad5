import {
  COMMISSION_BASIS,
  COMMISSION_KIND,
  COMMISSION_ROLE,
  COMMISSION_ROLE_OPTIONS,
  type CommissionRole,
  configIsTrue,
  type Fixed,
  fromFixed,
  mulDiv,
  toFixed,
} from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
import { lineValue } from "../../stock/documents/goods-posting.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { configValues } from "../../system/config.service.js";
import { QTY3, qtyOf } from "../source-lines.js";
import {
  type CommissionRule,
  chooseCommission,
  chooseWage,
  commissionRulesFor,
  productGroups,
  wageRulesFor,
} from "./commission-rules.js";

/*
 * The commission ledger (commission_entries): what each posted bill (HD1), service bill (DV1) and serving (SD1)
 * earned whom, written in the posting transaction; a cancel deletes the document's entries, and a return or a
 * package's refund takes back a share of them (commission-takebacks.ts). Reports and payouts are sums of it.
 */

export type Header = StoredDocument["header"];

/** Who earns on a line, in which role. */
interface Earner {
  vai_tro: CommissionRole;
  ma_nv: string;
}

/** A line of a posting document as the ledger reads it: its value after discount, before VAT, and its earners. */
export interface EarningLine {
  line: number;
  ma_vt: string;
  /** In the line's unit, scale 3. */
  so_luong: Fixed;
  /** Scale 2 (MONEY). */
  doanh_so: Fixed;
  earners: readonly Earner[];
}

/** One entry to write; amounts signed, in whole đồng for commissions and wages. */
export interface Entry {
  line: number;
  stt_rec_goc: string;
  line_goc: number;
  ma_nv: string;
  vai_tro: string;
  loai: string;
  ma_vt: string;
  so_luong: Fixed;
  doanh_so: Fixed;
  /** Whether `doanh_so` counts in the employee's base (their first commission on the line). */
  tinh_ds: boolean;
  ma_quy_tac: string | null;
  cach_tinh: string | null;
  muc: string;
  tien: Fixed;
}

/** A đồng has no smaller part: commissions are rounded to whole đồng (scale 2 kept for the column). */
export const WHOLE = 100n;

/**
 * What a rule pays on a line: its percent of the line's value, or its amount a unit times the quantity, in whole
 * đồng; nothing on a line sold for nothing.
 */
export function commissionOf(rule: Pick<CommissionRule, "cach_tinh" | "muc">, line: EarningLine): Fixed {
  if (line.doanh_so <= 0n) return 0n;
  const rate = toFixed(rule.muc, MONEY);
  const dong =
    rule.cach_tinh === COMMISSION_BASIS.TL
      ? mulDiv(line.doanh_so, rate, 1_000_000n)
      : mulDiv(rate, line.so_luong, 100n * 10n ** BigInt(QTY3));
  return dong * WHOLE;
}

const q = (value: string) => `'${value}'`;

/** The rollup's column of each role's commission. */
export const ROLE_COLUMNS: Record<CommissionRole, string> = { NVBH: "hh_ban", KTV: "hh_ktv", NVTV: "hh_tu_van" };

/**
 * The sums `commission_totals` keeps, of entries `e` (those written or deleted), per day, branch and employee, in
 * the order the rollup's key sorts (so two transactions lock its rows in one order).
 */
const TOTALS = `SELECT ngay_ct, ma_dvcs, ma_nv,
    coalesce(sum(doanh_so) FILTER (WHERE tinh_ds), 0) AS doanh_so,
    ${COMMISSION_ROLE_OPTIONS.map(
      ({ value }) =>
        `coalesce(sum(tien) FILTER (WHERE loai = ${q(COMMISSION_KIND.HH)} AND vai_tro = ${q(value)}), 0)
         AS ${ROLE_COLUMNS[value]}`,
    ).join(", ")},
    coalesce(sum(so_luong) FILTER (WHERE loai = ${q(COMMISSION_KIND.TC)}), 0) AS so_luot,
    coalesce(sum(tien) FILTER (WHERE loai = ${q(COMMISSION_KIND.TC)}), 0) AS tien_cong
  FROM e GROUP BY ngay_ct, ma_dvcs, ma_nv ORDER BY ngay_ct, ma_dvcs, ma_nv`;
/** The rollup's sums, in the order `TOTALS` gives them (each role's commission in the roles' order). */
const SUMMED = [
  "doanh_so",
  ...COMMISSION_ROLE_OPTIONS.map(({ value }) => ROLE_COLUMNS[value]),
  "so_luot",
  "tien_cong",
] as const;
const RETURNED = "ngay_ct, ma_dvcs, ma_nv, vai_tro, loai, so_luong, doanh_so, tinh_ds, tien";

/**
 * Writes the entries of a document once (a second write of the same document, line, employee, role and kind is a
 * no-op) and adds what was written to the rollup, in one statement.
 */
export function writeEntries(db: TenantDb, header: Header, entries: readonly Entry[]) {
  if (entries.length === 0) return;
  const column = <K extends keyof Entry>(key: K, text = (v: Entry[K]) => v as unknown) =>
    entries.map((e) => text(e[key]));
  const money = (v: Fixed) => fromFixed(v, MONEY);
  // Nothing in the posting reads them: sent with the next statement awaited, or with COMMIT.
  db.later(
    `WITH e AS (
         INSERT INTO commission_entries (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, stt_rec_goc, line_goc, ma_nv,
           vai_tro, loai, ma_vt, so_luong, doanh_so, tinh_ds, ma_quy_tac, cach_tinh, muc, tien)
         SELECT $1, $2, $3, $4, $5, u.* FROM unnest($6::int[], $7::uuid[], $8::int[], $9::text[], $10::text[],
           $11::text[], $12::text[], $13::numeric[], $14::numeric[], $15::boolean[], $16::text[], $17::text[],
           $18::numeric[], $19::numeric[]) AS u
         ON CONFLICT (stt_rec, line, ma_nv, vai_tro, loai) DO NOTHING
         RETURNING ${RETURNED}
       )
       INSERT INTO commission_totals AS t (ngay_ct, ma_dvcs, ma_nv, ${SUMMED.join(", ")}) ${TOTALS}
       ON CONFLICT (ngay_ct, ma_dvcs, ma_nv) DO UPDATE SET
         ${SUMMED.map((c) => `${c} = t.${c} + excluded.${c}`).join(", ")}`,
    [
      header.stt_rec,
      header.ma_ct,
      header.so_ct,
      header.ngay_ct,
      header.ma_dvcs,
      column("line"),
      column("stt_rec_goc"),
      column("line_goc"),
      column("ma_nv"),
      column("vai_tro"),
      column("loai"),
      column("ma_vt"),
      column("so_luong", (v) => fromFixed(v, QTY3)),
      column("doanh_so", money),
      column("tinh_ds"),
      column("ma_quy_tac"),
      column("cach_tinh"),
      column("muc"),
      column("tien", money),
    ],
  );
}

/**
 * The commissions `lines` earn their earners by the rules in force on the document's day and in its branch, and,
 * when `wages`, each technician's wage for the turns (the line's quantity) of its service.
 */
export async function postEarnings(
  db: TenantDb,
  header: Header,
  lines: readonly EarningLine[],
  wages = false,
  loaded?: EarningRules,
) {
  const earning = lines.filter((l) => l.earners.length > 0);
  if (earning.length === 0) return;
  const roles = [...new Set(earning.flatMap((l) => l.earners.map((e) => e.vai_tro)))];
  const [rules, groups, wageRules] = loaded ?? (await earningRules(db, header, itemsOf(earning), roles, wages));
  const entries: Entry[] = [];
  for (const line of earning) {
    const counted = new Set<string>();
    const product = groups.get(line.ma_vt) ?? { ma_vt: line.ma_vt, ma_nhom: null, ma_nhom_hh: null };
    const base = { line: line.line, stt_rec_goc: header.stt_rec, line_goc: line.line, ma_vt: line.ma_vt };
    for (const { vai_tro, ma_nv } of line.earners) {
      const rule = chooseCommission(rules, product, vai_tro);
      const tien = rule ? commissionOf(rule, line) : 0n;
      if (rule && tien > 0n) {
        entries.push({
          ...base,
          ma_nv,
          vai_tro,
          loai: COMMISSION_KIND.HH,
          so_luong: line.so_luong,
          doanh_so: line.doanh_so,
          tinh_ds: !counted.has(ma_nv),
          ma_quy_tac: rule.ma_hh,
          cach_tinh: rule.cach_tinh,
          muc: rule.muc,
          tien,
        });
        counted.add(ma_nv);
      }
      const wage = vai_tro === COMMISSION_ROLE.KTV ? chooseWage(wageRules, line.ma_vt, ma_nv) : undefined;
      if (wage) {
        const rate = toFixed(wage.tien_cong, MONEY);
        entries.push({
          ...base,
          ma_nv,
          vai_tro,
          loai: COMMISSION_KIND.TC,
          so_luong: line.so_luong,
          doanh_so: line.doanh_so,
          tinh_ds: false,
          ma_quy_tac: null,
          cach_tinh: COMMISSION_BASIS.TIEN,
          muc: wage.tien_cong,
          tien: mulDiv(rate, line.so_luong, 10n ** BigInt(QTY3) * WHOLE) * WHOLE,
        });
      }
    }
  }
  writeEntries(db, header, entries);
}

/** The rules `postEarnings` reads: commission rules, the items' groups, wage rules (none unless asked). */
type EarningRules = [
  CommissionRule[],
  Awaited<ReturnType<typeof productGroups>>,
  Awaited<ReturnType<typeof wageRulesFor>>,
];

const itemsOf = (lines: readonly { ma_vt: string }[]) => [...new Set(lines.map((l) => l.ma_vt))];

/** The rules in force on the document's day and in its branch for `items` and `roles`, in one round trip. */
function earningRules(
  db: TenantDb,
  header: Header,
  items: readonly string[],
  roles: readonly string[],
  wages: boolean,
): Promise<EarningRules> {
  const day = String(header.ngay_ct);
  return Promise.all([
    commissionRulesFor(db, day, header.ma_dvcs, roles, items),
    productGroups(db, items),
    wages ? wageRulesFor(db, day, header.ma_dvcs, items) : Promise.resolve([]),
  ]);
}

/** Deletes what a document earned, and takes it off the rollup, at its cancel: a cancelled document earns nothing. */
export async function cancelEarnings(db: TenantDb, header: Pick<Header, "stt_rec">) {
  db.later(
    `WITH e AS (DELETE FROM commission_entries WHERE stt_rec = $1 RETURNING ${RETURNED})
     UPDATE commission_totals t SET ${SUMMED.map((c) => `${c} = t.${c} - d.${c}`).join(", ")}
     FROM (${TOTALS}) d WHERE t.ngay_ct = d.ngay_ct AND t.ma_dvcs = d.ma_dvcs AND t.ma_nv = d.ma_nv`,
    [header.stt_rec],
  );
}

const upper = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim().toUpperCase() : undefined);

/** The customer's responsible salesperson, who earns as consultant (NVTV) on what the customer buys. */
async function consultantOf(db: TenantDb, ma_kh: unknown): Promise<string | undefined> {
  const code = upper(ma_kh);
  if (!code) return undefined;
  const { rows } = await db.$client.query<{ ma_nvbh: string | null }>(
    prepared("SELECT ma_nvbh FROM partners WHERE ma_kh = $1", [code]),
  );
  return upper(rows[0]?.ma_nvbh);
}

/**
 * At a bill's or a service bill's posting: each line earns the bill's salesperson (`ma_nvbh`) as seller and the
 * customer's responsible salesperson as consultant, on its value after discount, before VAT.
 */
export async function postBillEarnings(db: TenantDb, doc: StoredDocument) {
  const seller = upper(doc.header.ma_nvbh);
  if (!seller && !upper(doc.header.ma_kh)) return;
  // The consultant and the rules of both roles asked for together: one round trip.
  const [consultant, rules] = await Promise.all([
    consultantOf(db, doc.header.ma_kh),
    earningRules(db, doc.header, itemsOf(doc.details), [COMMISSION_ROLE.NVBH, COMMISSION_ROLE.NVTV], false),
  ]);
  const earners: Earner[] = [
    ...(seller ? [{ vai_tro: COMMISSION_ROLE.NVBH, ma_nv: seller }] : []),
    ...(consultant ? [{ vai_tro: COMMISSION_ROLE.NVTV, ma_nv: consultant }] : []),
  ];
  if (earners.length === 0) return;
  const lines = doc.details.map((l) => ({
    line: l.line,
    ma_vt: l.ma_vt,
    so_luong: qtyOf(String(l.so_luong)),
    doanh_so: lineValue(l),
    earners,
  }));
  await postEarnings(db, doc.header, lines, false, rules);
}

/** A serving's line as its posting priced it: the sessions' value (`tien`) and the technician (`ma_nv`). */
export interface ServedLine {
  line: number;
  ma_vt: string;
  so_luong: number | string;
  tien?: string | null;
  ma_nv?: string | null;
}

/**
 * At a serving's posting: each line's technician earns the technician's commission on the value of the sessions
 * used and, where the shop pays wages automatically (`sale_service_wage_auto`), the wage of each turn.
 */
export async function postServingEarnings(db: TenantDb, header: Header, details: readonly ServedLine[]) {
  const lines = details.flatMap((l) => {
    const ma_nv = upper(l.ma_nv);
    if (!ma_nv) return [];
    return [
      {
        line: l.line,
        ma_vt: l.ma_vt,
        so_luong: qtyOf(String(l.so_luong)),
        doanh_so: toFixed(String(l.tien ?? "0"), MONEY),
        earners: [{ vai_tro: COMMISSION_ROLE.KTV, ma_nv }],
      },
    ];
  });
  if (lines.length === 0) return;
  const configs = await configValues(db, ["sale_service_wage_auto"]);
  await postEarnings(db, header, lines, configIsTrue(configs.sale_service_wage_auto));
}
