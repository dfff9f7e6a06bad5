import { useSearchParams } from "react-router";

const PAGE_SIZE = 20;

/**
 * Which card's history and which page of it, kept in the address (`?ma_the=&pageIndex=`): a reload or a shared link
 * shows the same. No card named: `first`, the customer's first card.
 */
export function useHistoryPage(first: string | undefined) {
  const [params, setParams] = useSearchParams();
  const named = params.get("ma_the")?.trim().toUpperCase() || undefined;
  const pageIndex = Math.max(1, Number(params.get("pageIndex")) || 1);
  const ma_the = named ?? first;
  return {
    ma_the,
    pageIndex,
    pageSize: PAGE_SIZE,
    pickCard: (card: string) => setParams({ ma_the: card }),
    turnTo: (page: number) => setParams({ ...(ma_the && { ma_the }), pageIndex: String(page) }),
  };
}
