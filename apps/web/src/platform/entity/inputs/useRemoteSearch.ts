import { type EntityDefinition, type ReferenceField, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "@/platform/api";
import type { Page } from "@/platform/table";
import { entityKeys } from "../entityApi";
import type { EntityRow } from "../formValues";
import { type RemoteOption, remoteOption } from "./remoteOptions";
import { useDebounced } from "./useDebounced";

/** How many rows a search brings back: enough to pick from, small enough to stay quick on a million rows. */
export const REMOTE_PAGE_SIZE = 20;

const searchPage = <Row extends EntityRow>(apiPath: string, searchKey: string, signal?: AbortSignal) =>
  api.get<Page<Row>>(apiPath, { query: { searchKey, pageSize: REMOTE_PAGE_SIZE }, signal });

/**
 * The first rows of a large entity matching what was typed (`GET {api}?searchKey=…&pageSize=20`) and how many match
 * in all, asked 500 ms after the last key and only once something is typed: a large entity is never loaded whole.
 * `searching` while the typing settles or the answer is on its way.
 */
export function useRemoteRows<Row extends EntityRow = EntityRow>(target: Pick<EntityDefinition, "api">, typed: string) {
  const searchKey = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery({
    queryKey: [...entityKeys.all(target), "search", searchKey],
    queryFn: ({ signal }) => searchPage<Row>(target.api, searchKey, signal),
    enabled: searchKey.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const page = searchKey ? data : undefined;
  return { page, searching: isFetching || searchKey !== typed.trim() };
}

/** A reference's choices among the rows matching what was typed: "{code} · {name} · {phone}". */
export function useRemoteSearch(field: ReferenceField, target: EntityDefinition, typed: string) {
  const { page, searching } = useRemoteRows(target, typed);
  const options = useMemo(
    () => (page?.items ?? []).map((row) => remoteOption(field, target, row)),
    [page, field, target],
  );
  return { options, searching };
}

/**
 * The label of a value nobody named (no copy of the name at hand): one search by the code, once. Forms that carry
 * the record's copied name never need it.
 */
export function useLabelOf(field: ReferenceField, target: EntityDefinition, value: string, known: boolean) {
  const { data } = useQuery({
    queryKey: [...entityKeys.all(target), "label", value],
    queryFn: ({ signal }) => searchPage(target.api, value, signal),
    enabled: Boolean(value) && !known,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const row = data?.items.find((r) => String(r[field.valueField] ?? "") === value);
  return row ? remoteOption(field, target, row).label : undefined;
}

export type { RemoteOption };
