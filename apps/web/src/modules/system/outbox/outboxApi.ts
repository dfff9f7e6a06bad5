import { api, type Query } from "@/platform/api";

/** A message the in-app sender kept (GET system/sent-messages): an OTP to a phone, when there is no SMS provider. */
export interface SentMessage {
  id: number;
  kenh: string;
  den: string;
  noi_dung: string;
  created_at: string;
}

export const outboxKeys = { list: ["system", "sent-messages"] as const };

export const outboxApi = {
  list: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: SentMessage[]; total: number }>("system/sent-messages", { query, signal }),
};
