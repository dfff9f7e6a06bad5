import { type Fixed, REPORT_LINE_GROUP, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { lockPackages } from "../services/package-ledger.js";
import { type OwedSessions, useMoney, useSessions } from "../services/package-uses.js";
import { refuseOwing, sellPaidLines, soldValue } from "./serving-bill.js";
import type { ServingLine } from "./serving-lines.js";
import { mayOwe, type ServingConfigs } from "./serving-rules.js";

type Serving = StoredDocument<ServingLine>;

/** What each line of a serving being posted was paid with, by header: its report lines say it (`nhom`). */
const paidWith = new WeakMap<object, Map<number, string>>();

/** The report group of a posted serving's line: package money, paid now, or (sessions) none. */
export const servedGroup = (header: object, line: number) => paidWith.get(header)?.get(line) ?? null;

/**
 * What posting a serving takes, under the packages' locks (all of them first, in one fixed order): each session line
 * its sessions (or owes them, where the configs allow), each package-money line its amount as priced when saved; the
 * lines without a package sold on a service bill posted now. Gives each line's value recognised (`values`), the
 * sessions owed, the bill, and what each line paid now sold (the technician's commission base).
 */
export async function takeServing(db: TenantDb, doc: Serving, configs: ServingConfigs, request: FastifyRequest) {
  const { header } = doc;
  const ma_kh = String(header.ma_kh);
  const locked = await lockPackages(
    db,
    doc.details.flatMap((l) => (l.stt_rec_goi ? [String(l.stt_rec_goi)] : [])),
  );
  const lines = doc.details.map((l, index) => ({
    line: l.line,
    index,
    ma_vt: l.ma_vt,
    so_luong: Number(l.so_luong),
    stt_rec_goi: String(l.stt_rec_goi ?? ""),
    tien: toFixed(String(l.tien ?? 0), MONEY),
    paid: !l.stt_rec_goi,
    money: locked.get(String(l.stt_rec_goi))?.goi_tien === true,
  }));
  const owed: OwedSessions | undefined = mayOwe(configs) ? new Map() : undefined;
  const sessions = lines.filter((l) => !l.paid && !l.money);
  const values: Map<number, Fixed> = await useSessions(db, header, ma_kh, sessions, owed);
  const money = lines.filter((l) => l.money);
  await useMoney(db, header, ma_kh, money);
  for (const m of money) values.set(m.line, m.tien);
  const paid = lines.filter((l) => l.paid);
  const bill = paid.length > 0 ? await sellPaidLines(db, header, paid, request) : undefined;
  if (bill) refuseOwing(bill, configs.debtMoney);
  const sold = new Map(paid.map((p, j) => [p.line, soldValue(bill?.details[j] ?? {})]));
  paidWith.set(
    header,
    new Map([
      ...money.map((m) => [m.line, REPORT_LINE_GROUP.packageMoney] as const),
      ...paid.map((p) => [p.line, REPORT_LINE_GROUP.single] as const),
    ]),
  );
  return { values, owed, bill, sold };
}
