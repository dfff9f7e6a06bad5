import type { Command, EntityDefinition } from "@sen/core";
import type { Bilingual } from "../i18n";

/** Header inputs a document kind may show, beside the date and the description every document has. */
export type HeaderFieldName = "ma_kho" | "ma_kho_nhan" | "ma_ncc" | "ngay_giao";

/**
 * Line columns a kind may show, beside the item, its unit and its quantity every line has; `received` shows, on a
 * saved document, what has come of each line and what is still to come (an order's receipts).
 */
export type LineColumnName = "gia" | "tien" | "received";

/** The printed forms the document screens know. */
export type PrintFormName = "01-VT" | "02-VT" | "transfer";

/**
 * What every kind of document has on screen, whatever its lines: where it lives on the API and in the app, its
 * voucher type (`ma_ct`, whose statuses name and colour the status tags), its title, whether it prints and who
 * approves it. What its form, list and print show is its parts (`DocumentParts`).
 */
export interface DocumentBase {
  /** API path, e.g. "stock/receipt-orders". */
  api: string;
  /** The menu page, e.g. "/stock/receipt-orders"; the form, view and print are below it. */
  path: string;
  command: Command;
  maCt: string;
  /** "Phiếu nhập kho": the form's title and the printed heading's words. */
  title: Bilingual;
  /** The printed form; a kind without one is not printed. */
  print?: string;
  /**
   * The command whose edit right approves: its holders' 'Duyệt' posts (status 2), anyone else's 'Gửi duyệt' sends
   * the document for approval (1), and only they post an awaiting one.
   */
  approver?: Command;
  /**
   * Every request to post waits for the approver, theirs too (promotion rules): a new or draft document's button is
   * 'Gửi duyệt' for everyone, and the approver's 'Duyệt' shows on one awaiting approval.
   */
  alwaysAwaits?: boolean;
  /** What cancelling a posted document is confirmed with (a translation key; default `document.confirmCancel`). */
  confirmCancel?: string;
  /** Whether posting writes journal lines, shown under a posted or cancelled document ('Bút toán'). */
  journal?: boolean;
  /** False: documents come from another screen (bills from the cashier), so the list offers no 'Thêm mới'. */
  creatable?: boolean;
}

/**
 * A kind of goods document (stock, purchases): which header inputs and line columns it has, what its lines pick
 * from and which stock form it prints.
 */
export interface DocumentKind extends DocumentBase {
  header: readonly HeaderFieldName[];
  lineColumns: readonly LineColumnName[];
  /** What a line picks (products: searched on the server by code, name or barcode). */
  items: EntityDefinition;
  /** Where a line's units come from: the item's base unit plus its conversions (`{ ma_vt, ma_dvt, he_so }`). */
  conversions: EntityDefinition;
  /** The list of warehouses the header picks from. */
  warehouses: EntityDefinition;
  /** The suppliers the header picks from (purchase documents). */
  suppliers?: EntityDefinition;
  print?: PrintFormName;
}
