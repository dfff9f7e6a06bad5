import { AUDITED_PLATFORM_RECORDS, auditLogEntity, type EnumField, type Field, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useEntityDefinitions } from "@/platform/entity/useEntityDefinitions";

const fields: readonly Field[] = auditLogEntity.fields;
const actionField = fields.find((f): f is EnumField => f.name === "action" && f.kind === "enum");

/** The audit log's actions and entities with their names in the current language. */
export function useLogLabels() {
  const { i18n } = useTranslation();
  const definitions = useEntityDefinitions().data;
  return useMemo(() => {
    const language = i18n.language;
    const actions = (actionField?.options ?? []).map((o) => ({ value: o.value, label: pick(o.label, language) }));
    const entities = new Map<string, string>(
      Object.entries(AUDITED_PLATFORM_RECORDS).map(([name, label]) => [name, pick(label, language)]),
    );
    for (const d of definitions ?? []) if (!entities.has(d.name)) entities.set(d.name, pick(d.label, language));
    return {
      actions,
      action: (value: string) => actions.find((a) => a.value === value)?.label ?? value,
      entities: [...entities].map(([value, label]) => ({ value, label })),
      entity: (value: string) => entities.get(value) ?? value,
    };
  }, [definitions, i18n.language]);
}
