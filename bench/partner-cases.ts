import { partners } from "../apps/server/src/modules/crm/crm.tables.js";
import { visibleColumns } from "../apps/server/src/platform/crud/table.js";
import type { LoadRequest } from "./partner-load.js";

/** What users type in the partner search: family names, full names, phone fragments, nothing found. */
export const SEARCHES = [
  "nguyen",
  "tran",
  "le",
  "nguyen van hung",
  "tran thi mai",
  "le hoang yen",
  "0903",
  "12345",
  "567890",
  "zzzqqq",
];

export type CaseKind = "list" | "sort" | "search";

/**
 * How a server is asked for a page: ours; PostGraphile for the page alone, as our list answers
 * (its total an estimate above 20,000 rows); and PostGraphile for the page with its exact
 * `totalCount` (a million rows counted on every request), reported apart.
 */
export type Asker = "sen" | "postgraphile" | "postgraphile-count";

export const ASKERS: Record<Asker, { server: "sen" | "postgraphile"; name: string }> = {
  sen: { server: "sen", name: "Sen" },
  postgraphile: { server: "postgraphile", name: "PostGraphile 4, page" },
  "postgraphile-count": { server: "postgraphile", name: "PostGraphile 4, page + totalCount" },
};

/** One page asked the same way of both servers. */
export interface PageAsk {
  label: string;
  /** Our list query (GET /api/crm/partners). */
  sen: Record<string, string>;
  /** The same page from PostGraphile: the field of Query that answers it, its arguments and variables. */
  postgraphile: { field: string; args: string; params: string; variables: Record<string, unknown> };
}

export interface PartnerCase {
  name: string;
  kind: CaseKind;
  /** Sent in turn by every connection. */
  asks: PageAsk[];
}

const PAGE_SIZE = 10;

/** Every column our list answers (all but the search columns), as PostGraphile names them. */
const NODE_FIELDS = Object.keys(visibleColumns(partners))
  .map((name) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()))
  .join(" ");

/** The GraphQL query of a page, with its exact total or without. */
function graphqlQuery({ field, args, params }: PageAsk["postgraphile"], withCount: boolean): string {
  const total = withCount ? "totalCount " : "";
  return `query Page(${params}) { ${field}(first: ${PAGE_SIZE}, ${args}) { ${total}nodes { ${NODE_FIELDS} } } }`;
}

/** A page of the whole list in an order: PostGraphile's orderBy names it, the primary key breaking ties as ours does. */
function listAsk(label: string, sen: Record<string, string>, orderBy: string[]): PageAsk {
  const postgraphile = {
    field: "allPartners",
    args: "orderBy: $orderBy",
    params: "$orderBy: [PartnersOrderBy!]",
    variables: { orderBy },
  };
  return { label, sen, postgraphile };
}

/**
 * A search, newest first. Our server matches one or two letters at the start of a word, a longer
 * word anywhere and several words from the start of a word (list-where.ts): PostGraphile is given
 * the function with the same conditions.
 */
function searchAsk(term: string): PageAsk {
  const field = term.includes(" ")
    ? "searchPartnersPhrase"
    : [...term].length < 3
      ? "searchPartnersByWordStart"
      : "searchPartners";
  const args = "term: $term, orderBy: [CREATED_AT_DESC, ID_DESC]";
  const postgraphile = { field, args, params: "$term: String!", variables: { term } };
  return { label: `'${term}'`, sen: { searchKey: term }, postgraphile };
}

export const PARTNER_CASES: PartnerCase[] = [
  { name: "first page", kind: "list", asks: [listAsk("newest first", {}, ["CREATED_AT_DESC", "ID_DESC"])] },
  {
    name: "sort by name asc",
    kind: "sort",
    asks: [listAsk("ten_kh asc", { sortKey: "ten_kh", sortType: "asc" }, ["TEN_KH_VI_ASC", "ID_ASC"])],
  },
  {
    name: "sort by name desc",
    kind: "sort",
    asks: [listAsk("ten_kh desc", { sortKey: "ten_kh", sortType: "desc" }, ["TEN_KH_VI_DESC", "ID_DESC"])],
  },
  { name: `search mix (${SEARCHES.length} terms)`, kind: "search", asks: SEARCHES.map(searchAsk) },
];

/** The HTTP request of an ask, asked one way. */
export function requestOf(ask: PageAsk, asker: Asker): LoadRequest {
  if (asker === "sen") {
    const query = new URLSearchParams({ pageIndex: "1", pageSize: String(PAGE_SIZE), ...ask.sen });
    return { method: "GET", path: `/api/crm/partners?${query}` };
  }
  const query = graphqlQuery(ask.postgraphile, asker === "postgraphile-count");
  return {
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables: ask.postgraphile.variables }),
  };
}
