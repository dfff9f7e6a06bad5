/** An order as its list row gives it: base quantities ordered and received, and whether all has come. */
export interface OrderFigures {
  status: string;
  so_luong_dat?: number | null;
  so_luong_nhan?: number | null;
  da_nhan_du?: boolean | null;
}

export type OrderProgress =
  | { state: "none" }
  | { state: "partly"; received: number; ordered: number }
  | { state: "all" };

/** What an approved order's progress says: nothing yet, "Đã nhận 6/10", or "Đã nhận đủ"; other orders none. */
export function orderProgress(order: OrderFigures, approved: string): OrderProgress | undefined {
  if (order.status !== approved) return undefined;
  if (order.da_nhan_du) return { state: "all" };
  const received = Number(order.so_luong_nhan ?? 0);
  if (received <= 0) return { state: "none" };
  return { state: "partly", received, ordered: Number(order.so_luong_dat ?? 0) };
}
