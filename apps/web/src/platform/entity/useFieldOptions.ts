import { type Field, pick } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { entityApi, entityKeys } from "./entityApi";
import { useEntityNamed } from "./useEntityDefinitions";

export interface Option {
  value: string;
  label: string;
}

const NONE: Option[] = [];

/**
 * Rows of another entity for a reference field (`GET {target.api}/lookup`): value its code, label its name. None for
 * a `large` entity (partners), which is never loaded whole: its pickers search the server.
 */
export function useReferenceOptions(field: Field | undefined): Option[] {
  const target = useEntityNamed(field?.kind === "reference" ? field.entity : undefined);
  const { data } = useQuery({
    queryKey: entityKeys.lookup(target?.api ?? ""),
    queryFn: () => entityApi.lookup(target?.api ?? ""),
    enabled: Boolean(target) && !target?.large,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (field?.kind !== "reference" || !data) return NONE;
    return data.map((row) => {
      const value = String(row[field.valueField] ?? "");
      const label = String(row[field.labelField] ?? "");
      return { value, label: label && label !== value ? `${value} - ${label}` : value };
    });
  }, [data, field]);
}

/** Entries of the session's dictionaries in a dictionary field's group. */
export function useDictionaryOptions(field: Field | undefined): Option[] {
  const { i18n } = useTranslation();
  const dictionaries = useSession((s) => s.dictionaries);
  return useMemo(() => {
    if (field?.kind !== "dictionary" || !dictionaries) return NONE;
    return dictionaries
      .filter((d) => d.group === field.group)
      .map((d) => ({ value: d.ma_tudien, label: pick({ vi: d.ten_tudien, en: d.ten_tudien_en }, i18n.language) }));
  }, [dictionaries, field, i18n.language]);
}

/** The choices of an enum, reference or dictionary field, labelled in the user's language. */
export function useFieldOptions(field: Field): Option[] {
  const { i18n } = useTranslation();
  const references = useReferenceOptions(field);
  const dictionary = useDictionaryOptions(field);
  const enumOptions = useMemo(
    () =>
      field.kind === "enum"
        ? field.options.map((o) => ({ value: o.value, label: pick(o.label, i18n.language) }))
        : NONE,
    [field, i18n.language],
  );
  if (field.kind === "reference") return references;
  if (field.kind === "dictionary") return dictionary;
  return enumOptions;
}
