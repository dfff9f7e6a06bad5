import { type PRICE_SOURCES, productSetEntity, rateEntity } from "@sen/core";
import { api } from "@/platform/api";
import { entityKeys } from "@/platform/entity";

export interface PriceQuery {
  ma_vt: string;
  ma_dvcs?: string;
  ngay?: string;
  ma_dvt?: string;
}

export interface PriceInForce {
  ma_vt: string;
  ma_dvt: string;
  gia: number;
  nguon: (typeof PRICE_SOURCES)[number]["value"];
  he_so: number;
}

export interface SetComponent {
  ma_vt: string;
  ma_dvt: string;
  so_luong: number;
}

export interface ProductSet {
  ma_bo: string;
  ten_vt: string;
  ma_dvt: string;
  details: SetComponent[];
}

export const pricingKeys = {
  price: (query: PriceQuery) => [...entityKeys.all(rateEntity), "price", query] as const,
  set: (ma_bo: string) => [...entityKeys.all(productSetEntity), "components", ma_bo] as const,
};

const components = (ma_bo: string) => `${productSetEntity.api}/components/${encodeURIComponent(ma_bo)}`;

export const pricingApi = {
  price: (query: PriceQuery, signal?: AbortSignal) =>
    api.get<PriceInForce>(`${rateEntity.api}/price`, { query: { ...query }, signal }),
  set: (ma_bo: string, signal?: AbortSignal) => api.get<ProductSet>(components(ma_bo), { signal }),
  saveSet: (ma_bo: string, details: Partial<SetComponent>[]) => api.put<ProductSet>(components(ma_bo), { details }),
};
