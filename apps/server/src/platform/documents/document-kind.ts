import type { Bilingual, Command, CommandRight } from "@sen/core";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";

/** A row as PostgreSQL gives it (numerics as text). */
export type DocumentRow = Record<string, unknown>;

/** A goods line as stored (a stock document's, an order's). */
export type GoodsStoredLine = DocumentRow & { ma_vt: string; ma_dvt: string; so_luong: string };

/**
 * A line of a posted document as period reports read it (`report_lines`): its item, who it was for and by, its
 * amounts before discount, discount and VAT rate as the document stored them, `sign` -1 for what takes away (a
 * return), and the kind's own class of line (`nhom`: a package sold…).
 */
export interface ReportLine {
  line: number;
  ma_vt: string;
  ma_kh?: string | null;
  ma_nv?: string | null;
  nhom?: string | null;
  so_luong: string | number;
  tien: string | number;
  ck?: string | number;
  thue_suat?: string | number;
  sign?: 1 | -1;
}

/** A document as stored: its header and its lines in order (goods lines unless the kind has its own). */
export interface StoredDocument<S extends DocumentRow = GoodsStoredLine> {
  header: DocumentRow & {
    stt_rec: string;
    ma_ct: string;
    so_ct: string;
    ngay_ct: string;
    ma_dvcs: string;
    status: string;
  };
  details: (S & { line: number })[];
}

/** A goods line as a client sent it, validated. */
export type GoodsDraftLine = DocumentRow & {
  ma_vt: string;
  ma_dvt?: string;
  so_luong: number;
  gia: number;
  ck: number;
  thue_suat: number;
};

/** What a client sent, validated, before the kind checks and completes it. */
export interface DocumentDraft<L extends DocumentRow = GoodsDraftLine> {
  header: DocumentRow & { ngay_ct: string; ma_dvcs?: string };
  details: L[];
}

/** The totals every header carries, computed by the server. */
export type DocumentTotals = {
  tong_tien: string;
  tong_ck: string;
  tong_thue: string;
  tong_thanh_toan: string;
};

/** Lines of a shape of their own (a voucher's accounts and amounts) instead of goods. */
export interface LineShape<L extends DocumentRow> {
  /** Every field of a line (zod). */
  fields: z.ZodRawShape;
  /** The lines as stored (numbered `line` from 1, amounts computed) and the header's totals; 422 naming a line. */
  price(lines: L[]): { details: DocumentRow[]; totals: DocumentTotals & DocumentRow };
}

/**
 * One kind of document (a stock receipt, a bill): where it lives, who may touch it, and what posting and
 * cancelling it do. The engine handles numbering, statuses, totals, idempotency and the routes.
 */
export interface DocumentKind<L extends DocumentRow = GoodsDraftLine, S extends DocumentRow = GoodsStoredLine> {
  ma_ct: string;
  /** Under /api: "stock/receipt-orders". */
  api: string;
  command: Command;
  label: Bilingual;
  /** Its header and lines tables (`documentTables`). */
  header: PgTable;
  lines: PgTable;
  /** The kind's own body fields of the header and of a line (zod), validated before anything else. */
  headerFields: z.ZodRawShape;
  lineFields: z.ZodRawShape;
  /** The body carries no `details`: `prepare` makes the lines from the header (a top-up: one amount, one card). */
  headerOnly?: boolean;
  /** Lines that are not goods; goods lines (product, unit, quantity, price, discount, tax) when absent. */
  lineShape?: LineShape<L>;
  /** Offers POST {api}/quote: the draft priced and completed as a save would, nothing written (the cashier's totals). */
  quotable?: boolean;
  /** Header columns holding a warehouse, any of which `?ma_kho=` of the list matches; no such filter without. */
  warehouseColumns?: readonly string[];
  /** Header columns the list filters by their exact value (`?stt_rec_hd=`: a bill's returns), with their schemas. */
  listFilters?: z.ZodRawShape;
  /**
   * The number prefix of the type (the voucher info's): a scalar SQL expression of the type (given as a parameter
   * reference), evaluated in the numbering statement; NULL gives the type less its digits ("PN1" → "PN").
   */
  prefix(maCt: string): string;
  /** Whether a request to post waits for an approver (status 1) first, whoever makes it (a tenant's config). */
  needsApproval?(db: TenantDb): Promise<boolean>;
  /**
   * The right that approves (a menu command of its own): only its holders post an awaiting document, and, unless
   * `needsApproval` says when approval is needed, a request to post from someone without it waits (status 1).
   */
  approver?: CommandRight;
  /**
   * Checks a draft and completes it before it is saved: sets the header's `ma_dvcs` and the kind's own line
   * columns (base quantity…); throws 422 naming the field or line, 403 for a branch out of reach.
   */
  prepare(db: TenantDb, draft: DocumentDraft<L>, request: FastifyRequest): Promise<void>;
  /**
   * Writes the movements of posting, in the status change's transaction; gives the lines back when it wrote
   * them too (their cost), nothing when they are as they were.
   */
  post(
    db: TenantDb,
    doc: StoredDocument<S>,
    request: FastifyRequest,
  ): Promise<StoredDocument<S>["details"] | undefined>;
  /** Writes the reversing movements of cancelling a posted document. */
  cancel(db: TenantDb, doc: StoredDocument<S>, request: FastifyRequest): Promise<void>;
  /**
   * Lets go of what a draft held outside its own rows (a room it booked), in the transaction deleting it or
   * cancelling it unposted.
   */
  dropped?(db: TenantDb, doc: StoredDocument<S>, request: FastifyRequest): Promise<void>;
  /**
   * Its posted lines as period reports read them (`report_lines`), written with the posting and taken out by the
   * cancel; a kind no sales report reads has none.
   */
  reportLines?(db: TenantDb, doc: StoredDocument<S>): readonly ReportLine[] | Promise<readonly ReportLine[]>;
  /** Tables whose rows of a document (`stt_rec`) repeat its number (`so_ct`), given last in its transaction. */
  numberRepeatedIn?: readonly PgTable[];
  /**
   * Names a printed form needs that the client does not have (warehouse, products, units, branch): from the
   * document's codes only, since a posting asks for them before it moves anything.
   */
  describe?(db: TenantDb, doc: StoredDocument<S>): Promise<{ header: DocumentRow; details: DocumentRow[] }>;
  /** Names a list row shows beside its codes (the warehouse's), one object per row given. */
  describeList?(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]>;
}
