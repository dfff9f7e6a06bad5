import { DOCUMENT_STATUS, EDITABLE_STATUSES } from "@sen/core";

/** A status's tag colour when its `system/stt` row names none. */
export const STATE_COLORS: Record<string, string> = {
  [DOCUMENT_STATUS.draft]: "default",
  [DOCUMENT_STATUS.awaiting]: "gold",
  [DOCUMENT_STATUS.posted]: "green",
  [DOCUMENT_STATUS.cancelled]: "red",
};

const EDITABLE: readonly string[] = EDITABLE_STATUSES;

/** Whether a document in `status` may still change (a new one has none yet): a draft, or one awaiting approval. */
export const isEditable = (status: string | undefined) => status === undefined || EDITABLE.includes(status);
