import { addressColumns, type EntityDefinition, type Field, type FieldKind, fieldsInList, pick } from "@sen/core";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { type ColumnRole, type DataColumn, type RowActionSet, rowActionsColumn } from "@/platform/table";
import { entityKeys } from "./entityApi";
import type { EntityRow } from "./formValues";
import { ImageThumb } from "./image/ImageThumb";
import { OptionLabel } from "./OptionLabel";
import { useEntityDefinitions } from "./useEntityDefinitions";

type Column = DataColumn<EntityRow>;

interface ColumnContext {
  t: TFunction;
  language: string;
  /** The label of a choice, for the export (the cell draws it with OptionLabel). */
  labelOf: (field: Field, value: unknown) => string;
}

const text = (width: number) => (): Partial<Column> => ({ width });

/** A picture's column: the picture, small; nothing in the export (an address of the API means nothing there). */
const picture = (field: Field): Partial<Column> => ({
  width: 92,
  render: (row) => <ImageThumb url={row[field.name] as string | null} alt="" />,
  exportValue: () => null,
});
const choice =
  (width: number) =>
  (field: Field, { labelOf }: ColumnContext): Partial<Column> => ({
    width,
    render: (row) => <OptionLabel field={field} value={row[field.name]} />,
    exportValue: (row) => labelOf(field, row[field.name]),
  });

/** How each kind of field is drawn as a column: the registry, rather than a chain of conditions. */
const COLUMN_BY_KIND: Record<FieldKind, (field: Field, context: ColumnContext) => Partial<Column>> = {
  text: text(220),
  code: text(140),
  phone: text(140),
  email: text(200),
  url: text(200),
  // Numbers show the decimals they have; money as many as its precision (none for VND).
  // A year names rather than counts: no thousands separator.
  number: (field) =>
    field.kind === "number" && field.grouped === false ? { width: 100 } : { kind: "number", width: 130 },
  money: (field) => ({ kind: "number", width: 150, decimals: field.kind === "money" ? (field.precision ?? 0) : 0 }),
  percent: () => ({ kind: "number", width: 120 }),
  date: () => ({ kind: "date", width: 130 }),
  datetime: () => ({ kind: "datetime", width: 180 }),
  boolean: (field, { t }) => ({
    kind: "boolean",
    width: 140,
    booleanText: [t("table.yes"), t("table.no")],
    render: (row) => (row[field.name] ? <Tag color="success">{t("table.yes")}</Tag> : <Tag>{t("table.no")}</Tag>),
  }),
  enum: choice(170),
  reference: choice(200),
  dictionary: choice(170),
  address: (field) => {
    const columns = Object.values(addressColumns(field.name));
    const codes = (row: EntityRow) =>
      columns
        .map((c) => row[c])
        .filter(Boolean)
        .join(", ");
    return { width: 220, render: codes, exportValue: codes };
  },
};

/** A reference's cell from its code and the name copied beside it, without looking the code up. */
function copiedLabel(name: string, copy: string | undefined): Partial<Column> {
  if (!copy) return {};
  const label = (row: EntityRow) =>
    [row[name], row[copy]].filter((v) => v !== null && v !== undefined && v !== "").join(" - ");
  return { render: label, exportValue: label };
}

function optionLabel(
  field: Field,
  value: unknown,
  language: string,
  queryClient: QueryClient,
  targetApi: (name: string) => string | undefined,
): string {
  if (value === null || value === undefined || value === "") return "";
  const code = String(value);
  if (field.kind === "enum") {
    const option = field.options.find((o) => o.value === code);
    return option ? pick(option.label, language) : code;
  }
  if (field.kind === "dictionary") {
    const entry = useSession.getState().dictionaries?.find((d) => d.group === field.group && d.ma_tudien === code);
    return entry ? pick({ vi: entry.ten_tudien, en: entry.ten_tudien_en }, language) : code;
  }
  if (field.kind === "reference") {
    const api = targetApi(field.entity);
    const rows = api ? queryClient.getQueryData<EntityRow[]>(entityKeys.lookup(api)) : undefined;
    const row = rows?.find((r) => String(r[field.valueField]) === code);
    return row ? String(row[field.labelField] ?? code) : code;
  }
  return code;
}

/** The wire names a record's state goes by (a ticket's 'trang_thai', a catalogue's 'status' in use or not). */
const STATUS_FIELDS: readonly string[] = ["trang_thai", "status"];

/** What a field is to its row, so that the list keeps it in sight and a phone's card shows it. */
function roleOf(definition: EntityDefinition, field: Field): ColumnRole | undefined {
  if (field.name === definition.labelField) return "label";
  if (field.kind === "code" && field === definition.fields.find((f) => f.kind === "code")) return "code";
  if (STATUS_FIELDS.includes(field.name)) return "status";
  if (field.kind === "phone") return "phone";
  return undefined;
}

/** The list's columns from the definition's list fields (and the branch of branch-scoped entities). */
export function useEntityColumns(definition: EntityDefinition, actions?: (row: EntityRow) => RowActionSet): Column[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const { data: definitions } = useEntityDefinitions();
  return useMemo(() => {
    const targetApi = (name: string) => definitions?.find((d) => d.name === name)?.api;
    const context: ColumnContext = {
      t,
      language,
      labelOf: (field, value) => optionLabel(field, value, language, queryClient, targetApi),
    };
    const listed = fieldsInList(definition);
    // A listed reference shows the name it keeps a copy of ("KTV01 - Bùi Thị Hà"): the copy needs no column of its own.
    const copies = new Map(
      listed.flatMap((f) => (f.kind === "reference" && f.copyLabelTo ? [[f.name, f.copyLabelTo] as const] : [])),
    );
    const shownInReference = new Set(copies.values());
    // A picture leads its row, as in a shop's catalogue.
    const isPicture = (field: Field) => field.kind === "text" && Boolean(field.image);
    const columns: Column[] = [...listed.filter(isPicture), ...listed.filter((f) => !isPicture(f))]
      .filter((field) => !shownInReference.has(field.name))
      .map((field) => ({
        key: field.name,
        title: pick(field.label, language),
        sortable: Boolean(field.sortable),
        role: roleOf(definition, field),
        ...(isPicture(field) ? picture(field) : COLUMN_BY_KIND[field.kind](field, context)),
        ...copiedLabel(field.name, copies.get(field.name)),
      }));
    if (definition.branchScoped) columns.push({ key: "ma_dvcs", title: t("navbar.branch"), width: 110 });
    if (actions) columns.push(rowActionsColumn(t("entity.actions"), actions));
    return columns;
  }, [definition, definitions, language, queryClient, t, actions]);
}
