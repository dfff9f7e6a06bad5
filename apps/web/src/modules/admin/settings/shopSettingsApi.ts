import type { ShopTextField } from "@sen/core";
import { api } from "@/platform/api";

export interface ShopLogo {
  url: string;
  content_type: string;
  size: number;
  sha256: string;
}

/** GET admin/settings: blank texts are "". */
export type ShopSettings = Record<ShopTextField, string> & {
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  logo: ShopLogo | null;
  kho_mac_dinh: { ma_dvcs: string; ten_dvcs: string; ma_kho: string | null; ten_kho: string | null }[];
  kho_chon: { ma_kho: string; ten_kho: string; ma_dvcs: string }[];
};

/** PUT admin/settings: only the fields sent change; "" clears one. */
export type ShopSettingsChange = Partial<Record<ShopTextField, string>> & {
  kho_mac_dinh?: { ma_dvcs: string; ma_kho: string }[];
};

export const shopSettingsKeys = {
  settings: ["admin", "settings"] as const,
  logo: (sha256: string) => ["admin", "settings", "logo", sha256] as const,
};

export const shopSettingsApi = {
  get: () => api.get<ShopSettings>("admin/settings"),
  save: (change: ShopSettingsChange) => api.put<ShopSettings>("admin/settings", change),
  /** `data`: the image's bytes in base64. */
  uploadLogo: (data: string) => api.put<ShopLogo>("admin/settings/logo", { data }),
  deleteLogo: () => api.delete<{ logo: null }>("admin/settings/logo"),
  /** The logo's bytes (the API needs the session's headers, so an <img> cannot fetch it by itself). */
  logoBlob: async (url: string) => (await api.get<Response>(url.replace(/^\/api\//, ""), { raw: true })).blob(),
};
