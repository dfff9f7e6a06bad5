import type { FormInstance } from "antd";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import type { DataColumn } from "../table";
import type { DocumentHead } from "./documentApi";
import type { PrintHeader } from "./print/PrintFormParts";

/**
 * What a family of documents puts into the form: its header inputs, its lines' grid, its values to and from the
 * server's answer and body, and the inputs a refusal may name (`ma_kho`, `details.2.so_luong`). Goods documents
 * (stock, purchases) have one set of parts, account vouchers another; the form's frame, buttons, saving and
 * idempotency are the same for all.
 */
export interface FormParts<R extends DocumentHead, V extends object> {
  Header: ComponentType<{ number?: string }>;
  Lines: ComponentType<{ form: FormInstance; editing: boolean }>;
  /** A new document's values. */
  initial: () => V;
  toValues: (doc: R) => V;
  /** What is sent: the inputs only, never an amount the server computes. */
  toInput: (values: V, status?: string) => object;
  errorFields: { header: readonly string[]; lineColumns: readonly string[] };
  /** The lines panel's title, a translation key (default `document.lines.title`, "Chi tiết hàng hóa"). */
  linesTitle?: string;
}

/** What a family of documents shows in the list beside number, date, description, total and status. */
export interface ListParts<R extends DocumentHead> {
  columns: (t: TFunction) => DataColumn<R>[];
  /**
   * What the total column is called (a translation key; default `document.columns.tong_tien`, "Tổng tiền"); null
   * for documents that carry no amount (a promotion's rules): no total column.
   */
  totalTitle?: string | null;
  /** What a phone's card shows, the title first (default: number, date, status, total). */
  cardFields?: readonly string[];
  /** Columns after the total (a top-up's bonus after its amount). */
  afterTotal?: (t: TFunction) => DataColumn<R>[];
  /** The address keys of its filters beside the status. */
  filterKeys: readonly string[];
  Filters?: ComponentType<{ values: Record<string, string>; setFilter: (key: string, value?: string) => void }>;
}

/** A document's printed form, on the page and on paper. */
export type PrintSheet<R extends DocumentHead> = ComponentType<{ doc: R; header?: PrintHeader; branch?: string }>;

export interface DocumentParts<R extends DocumentHead, V extends object> {
  form: FormParts<R, V>;
  list: ListParts<R>;
  Sheet?: PrintSheet<R>;
}
