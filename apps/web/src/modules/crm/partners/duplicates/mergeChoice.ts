import type { Partner } from "../partnersApi";

/** The partner a group keeps unless the user says otherwise: the one entered first. */
export function defaultKeep(partners: readonly Partner[]): Partner | undefined {
  return [...partners].sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
}

/** "KH000025 Nguyễn Thị Mai" */
export const partnerName = (p: Pick<Partner, "ma_kh" | "ten_kh">) => `${p.ma_kh} ${p.ten_kh}`;
