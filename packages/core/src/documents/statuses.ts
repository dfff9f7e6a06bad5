import { statesOf } from "../entity/states.js";

/** The statuses every document type shares; a type may add its own (3 in service) in its stt rows. */
export const DOCUMENT_STATUS_OPTIONS = [
  { value: "0", label: { vi: "Lập chứng từ", en: "Draft" } },
  { value: "1", label: { vi: "Chờ duyệt", en: "Awaiting approval" } },
  { value: "2", label: { vi: "Đã ghi sổ", en: "Posted" } },
  { value: "9", label: { vi: "Hủy", en: "Cancelled" } },
] as const;

const S = statesOf(DOCUMENT_STATUS_OPTIONS);

/** The shared statuses by name: `DOCUMENT_STATUS.posted` is "2". */
export const DOCUMENT_STATUS = Object.freeze({ draft: S["0"], awaiting: S["1"], posted: S["2"], cancelled: S["9"] });

export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/**
 * Where a document may go from each status: a draft is sent for approval, posted or dropped; an awaiting one is
 * approved, sent back or dropped; a posted one is only cancelled (by reversing movements); a cancelled one stays.
 */
export const DOCUMENT_TRANSITIONS: Readonly<Record<DocumentStatus, readonly DocumentStatus[]>> = Object.freeze({
  [DOCUMENT_STATUS.draft]: [DOCUMENT_STATUS.awaiting, DOCUMENT_STATUS.posted, DOCUMENT_STATUS.cancelled],
  [DOCUMENT_STATUS.awaiting]: [DOCUMENT_STATUS.draft, DOCUMENT_STATUS.posted, DOCUMENT_STATUS.cancelled],
  [DOCUMENT_STATUS.posted]: [DOCUMENT_STATUS.cancelled],
  [DOCUMENT_STATUS.cancelled]: [],
});

/** Whether a document in `from` may move to `to`. */
export function mayChangeStatus(from: string, to: string): boolean {
  return (DOCUMENT_TRANSITIONS[from as DocumentStatus] ?? []).includes(to as DocumentStatus);
}

/** Statuses in which a document is still edited (PUT); only a draft is deleted. */
export const EDITABLE_STATUSES: readonly DocumentStatus[] = [DOCUMENT_STATUS.draft, DOCUMENT_STATUS.awaiting];
