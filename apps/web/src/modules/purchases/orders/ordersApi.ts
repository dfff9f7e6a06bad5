import { api } from "@/platform/api";
import type { DocumentRecord } from "@/platform/document";

/** A draft stock receipt of what an approved order still expects (the server fills it in). */
export const createReceipt = (orderId: string) =>
  api.post<DocumentRecord>(`purchases/domestic-orders/${orderId}/receipt`, {});
