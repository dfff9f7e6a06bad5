import type { TenantDb } from "../../platform/db/tenant-db.js";

/**
 * The demo opens its client area (`customer_create_user`), so that its customers sign in with their phone: Nguyễn Thị
 * Mai (0901234567) holds the card TTT000001, Lê Thị Thu Hà (0903456789) TTT000002; the code appears in Hệ thống ›
 * Nhật ký › Tin nhắn đã gửi.
 */
export async function seedDemoClient(db: TenantDb): Promise<void> {
  await db.$client.query("UPDATE configs SET value = 't' WHERE name = 'customer_create_user'");
}
