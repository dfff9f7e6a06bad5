import type { Row } from "../../../../../../test/fixtures/crm-tenant.js";

/** An appointment body: in CN01 for KH000014 (NV001's partner, without demo appointments), one hour. */
export function appointment(title: string, start: string, more: Row = {}): Row {
  const end = new Date(new Date(start).getTime() + 3_600_000).toISOString();
  return { tieu_de: title, ma_loai: "TUVAN", ma_kh: "KH000014", bat_dau: start, ket_thuc: end, ...more };
}
