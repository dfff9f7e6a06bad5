import type { FastifyBaseLogger } from "fastify";
import { prepared } from "../db/statements.js";
import type { TenantDb } from "../db/tenant-db.js";

/** A short message to a phone (an OTP), as a provider takes it. */
export interface OutgoingMessage {
  kenh: "sms";
  den: string;
  noi_dung: string;
}

/** Sends messages to customers: an SMS provider in production; `inAppSender` where there is none. */
export interface MessageSender {
  send(db: TenantDb, message: OutgoingMessage, log: FastifyBaseLogger): Promise<void>;
}

/**
 * The sender of a product with no SMS provider: the message goes to the log and to `sent_messages`, in the caller's
 * transaction, where an administrator reads it (Hệ thống › Tin nhắn đã gửi), so a demo works end to end.
 */
export const inAppSender: MessageSender = {
  async send(db, message, log) {
    log.info({ kenh: message.kenh, den: message.den }, `message: ${message.noi_dung}`);
    await db.$client.query(
      prepared("INSERT INTO sent_messages (kenh, den, noi_dung) VALUES ($1, $2, $3)", [
        message.kenh,
        message.den,
        message.noi_dung,
      ]),
    );
  },
};

let sender: MessageSender = inAppSender;

/** The sender in use; a test or a provider's set-up replaces it. */
export const messageSender = {
  get: () => sender,
  use(next: MessageSender): () => void {
    const before = sender;
    sender = next;
    return () => {
      sender = before;
    };
  },
};
