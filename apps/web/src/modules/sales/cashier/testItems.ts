import type { FoundItem } from "./cashierApi";

/** Items as the cashier's search finds them, for the tests of the cart and the open bills. */
export const shampoo: FoundItem = {
  ma_vt: "SP01",
  ten_vt: "Dầu gội",
  ma_dvt: "CHAI",
  xuat_kho: true,
  gia: 150_000,
  thue_suat: 10,
  ton: 8,
};

export const massage: FoundItem = {
  ma_vt: "DV01",
  ten_vt: "Gội đầu",
  ma_dvt: "LAN",
  xuat_kho: false,
  gia: 200_000,
  thue_suat: 0,
  ton: null,
};
