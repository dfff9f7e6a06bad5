import { type Field, pick } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { entityApi, entityKeys } from "@/platform/entity";
import { useEntityNamed } from "@/platform/entity/useEntityDefinitions";

/**
 * The name of a choice of an enum or a (small) reference field, without its code: "Thân thiết" rather than
 * "THANTHIET - Thân thiết" where the code is no help to the reader. The code itself while the lookup loads.
 */
export function useChoiceName(field: Field): (value: unknown) => string {
  const { i18n } = useTranslation();
  const target = useEntityNamed(field.kind === "reference" ? field.entity : undefined);
  const { data } = useQuery({
    queryKey: entityKeys.lookup(target?.api ?? ""),
    queryFn: () => entityApi.lookup(target?.api ?? ""),
    enabled: Boolean(target),
    staleTime: 60_000,
  });
  return useCallback(
    (value: unknown) => {
      if (value === null || value === undefined || value === "") return "";
      const code = String(value);
      if (field.kind === "enum") {
        const option = field.options.find((o) => o.value === code);
        return option ? pick(option.label, i18n.language) : code;
      }
      if (field.kind !== "reference") return code;
      const row = data?.find((r) => String(r[field.valueField]) === code);
      return row ? String(row[field.labelField] ?? code) : code;
    },
    [field, data, i18n.language],
  );
}
