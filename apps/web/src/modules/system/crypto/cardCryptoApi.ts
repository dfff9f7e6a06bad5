import { api } from "@/platform/api";

export interface CardValueCounts {
  cards: number;
  histories: number;
  pins: number;
}

/** GET system/cryptography/customer-card: the tenant's card keys, what each holds, the re-encryption's progress. */
export interface CardCryptoStatus {
  active: { version: number; created_at: string } | null;
  versions: ({ version: number; state: string; created_at: string; retired_at: string | null } & CardValueCounts)[];
  plain: CardValueCounts;
  job: { running: boolean; done: number; total: number };
}

/** Administrators only: card data at rest (README "Card data at rest"). */
export const cardCryptoApi = {
  status: () => api.get<CardCryptoStatus>("system/cryptography/customer-card"),
  rotate: () => api.post<CardCryptoStatus>("system/cryptography/customer-card/rotate", {}),
};
