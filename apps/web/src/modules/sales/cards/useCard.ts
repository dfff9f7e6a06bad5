import { type Command, hasRight, type Right } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { useSession } from "@/platform/session/sessionStore";
import { balanceAfter, cardCode } from "./cardDraft";
import { type CardBalance, cardKeys, cardsApi, type TopUpRecord } from "./cardsApi";

/** What the user may do with cards (the buttons and calls shown; the server refuses the rest anyway). */
export function useCardRights() {
  const user = useSession((s) => s.user);
  return useMemo(() => {
    const can = (command: Command, right: Right) => Boolean(user && hasRight(user, command, right));
    return {
      balances: can("sales.payment-cards.balances", "read"),
      history: can("sales.payment-card-histories", "read"),
      topUp: can("sales.payment-cards.update", "add"),
      lock: can("sales.payment-cards.lock", "edit"),
      unlock: can("sales.payment-cards.unlock", "edit"),
    };
  }, [user]);
}

/**
 * The cards in use (the payment-card lookup), for pickers: asked once something needs it, kept a little; a user it
 * is not open to gets none, without a word (a card number is still typed).
 */
export function useCardEntries(enabled = true) {
  return useQuery({
    queryKey: cardKeys.lookup,
    queryFn: cardsApi.lookup,
    enabled,
    staleTime: 15_000,
    retry: false,
    meta: { silent: true },
  });
}

/** A card as the screens show it: its balance, owner and lock, and, when known, the owner's name and its expiry. */
export type ShownCard = Pick<CardBalance, "ma_the" | "ma_kh" | "so_du" | "khoa"> &
  Partial<Pick<CardBalance, "ten_kh" | "ngay_het_han" | "co_pin">>;

/**
 * The card typed (settled for a moment): its balance row (owner's name, expiry) for a user who reads balances, else
 * its entry of the lookup. `unknown` once asked and not found.
 */
export function useCard(typed: string | undefined) {
  const code = useDebounced(cardCode(typed), 300);
  const rights = useCardRights();
  const full = useQuery({
    queryKey: cardKeys.card(code),
    queryFn: ({ signal }) => cardsApi.card(code, signal),
    enabled: Boolean(code) && rights.balances,
    retry: false,
    meta: { silent: true },
  });
  const entry = useQuery({
    queryKey: cardKeys.entry(code),
    queryFn: ({ signal }) => cardsApi.entry(code, signal),
    enabled: Boolean(code) && !rights.balances,
    retry: false,
    meta: { silent: true },
  });
  const card: ShownCard | undefined = (rights.balances ? full.data : entry.data) ?? undefined;
  const asked = rights.balances ? full.isSuccess : entry.isSuccess;
  return { code, card, unknown: Boolean(code) && asked && !card, loading: full.isFetching || entry.isFetching };
}

/** How many movements of the top-up's day are read to find the balance it left. */
const DAY_MOVES = 1000;

/**
 * The balance a saved top-up left on its card, read in the card's history of its day (for a user who reads the
 * history); undefined otherwise.
 */
export function useBalanceAfter(doc: Pick<TopUpRecord, "stt_rec" | "ma_the" | "ngay_ct"> | undefined) {
  const rights = useCardRights();
  const { data } = useQuery({
    queryKey: [...cardKeys.history, "of", doc?.stt_rec],
    queryFn: ({ signal }) =>
      cardsApi.history(
        { ma_the: doc?.ma_the, fromDate: doc?.ngay_ct, toDate: doc?.ngay_ct, pageSize: DAY_MOVES },
        signal,
      ),
    enabled: Boolean(doc?.stt_rec && doc.ma_the) && rights.history,
    retry: false,
    meta: { silent: true },
  });
  return data && doc ? balanceAfter(data.items, doc.stt_rec) : undefined;
}
