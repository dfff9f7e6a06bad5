import { type NumberField, productEntity } from "@sen/core";
import { Flex, Form, type FormInstance, type FormListFieldData, Table, type TableColumnsType, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemPicker } from "@/platform/document";
import { AddLineButton, lineNumberColumn, removeColumn } from "@/platform/document/DocumentLines";
import { PRICE_FIELD, QUANTITY_FIELD } from "@/platform/document/lineFields";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import type { PromotionKind, RuleColumn } from "./promotionKinds";
import { emptyRule } from "./ruleValues";

const ITEMS = { items: productEntity };
const MONEY: NumberField = { ...PRICE_FIELD, precision: 0 };
const PERCENT: NumberField = {
  name: "ck_phan_tram",
  kind: "percent",
  label: PRICE_FIELD.label,
  precision: 2,
  min: 0,
  max: 100,
};

/** The figures of a rule: how each is typed. */
const FIGURES: Partial<Record<RuleColumn, NumberField>> = {
  sl_tu: QUANTITY_FIELD,
  sl_tang: QUANTITY_FIELD,
  tu_tien: MONEY,
  tien_ck: MONEY,
  ck_phan_tram: PERCENT,
};

/** The item columns, each with the column of the name copied beside its code. */
const NAMES: Partial<Record<RuleColumn, "ten_vt" | "ten_vt_tang">> = { ma_vt: "ten_vt", ma_vt_tang: "ten_vt_tang" };

/** What a rule cannot do without: the item bought, the bill total it starts from. */
const REQUIRED: readonly RuleColumn[] = ["ma_vt", "tu_tien"];

interface CellProps {
  form: FormInstance;
  index: number;
  column: RuleColumn;
  editing: boolean;
  autoFocus: boolean;
}

/** An item of a rule (bought or given): picked among the products while editing, else its code and name. */
function ItemCell({ form, index, column, editing, autoFocus }: CellProps) {
  const { t } = useTranslation();
  const nameColumn = NAMES[column] ?? "ten_vt";
  const code = Form.useWatch(["details", index, column], { form, preserve: true }) as string | undefined;
  const name = Form.useWatch(["details", index, nameColumn], { form, preserve: true }) as string | undefined;
  if (!editing) {
    const shown = [code, name].filter(Boolean).join(" · ");
    return <span>{shown || (column === "ma_vt_tang" ? t("promotions.lines.noGift") : "")}</span>;
  }
  const errors = form.getFieldError(["details", index, column]);
  return (
    <ItemPicker
      kind={ITEMS}
      value={code}
      name={name}
      autoFocus={autoFocus}
      allowClear={column === "ma_vt_tang"}
      status={errors.length > 0 ? "error" : undefined}
      aria-label={`${t(`promotions.lines.${column}`)} ${index + 1}`}
      onPick={(item) => {
        form.setFieldValue(["details", index], {
          ...form.getFieldValue(["details", index]),
          [column]: item?.ma_vt,
          [nameColumn]: item?.ten_vt,
        });
        void form.validateFields([["details", index, column]]).catch(() => undefined);
      }}
    />
  );
}

/** One column of the rules' grid: an item, or a figure typed with comma thousands. */
function ruleColumn(
  t: TFunction,
  column: RuleColumn,
  { form, editing, focusLine }: { form: FormInstance; editing: boolean; focusLine?: number },
) {
  const title = t(`promotions.lines.${column}`);
  const figure = FIGURES[column];
  const rules = REQUIRED.includes(column)
    ? [{ required: true, message: t("document.required", { field: title.toLowerCase() }) }]
    : [];
  return {
    key: column,
    title,
    width: figure ? 130 : undefined,
    render: (_: unknown, field: { name: number }) => (
      <Form.Item name={[field.name, column]} rules={rules} style={{ margin: 0 }}>
        {figure ? (
          <NumberInput field={figure} aria-label={`${title} ${field.name + 1}`} />
        ) : (
          <ItemCell
            form={form}
            editing={editing}
            index={field.name}
            column={column}
            autoFocus={focusLine === field.name && column === "ma_vt"}
          />
        )}
      </Form.Item>
    ),
  };
}

/**
 * A grid of lines of a form's `Form.List` under the words saying what they mean, with 'Thêm dòng' below while
 * editing (`onAdd`).
 */
export function HintedLines({
  hint,
  hintId,
  fields,
  columns,
  empty,
  onAdd,
}: {
  hint: string;
  hintId: string;
  fields: FormListFieldData[];
  columns: TableColumnsType<FormListFieldData>;
  empty: string;
  onAdd?: () => void;
}) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" data-testid={hintId}>
        {hint}
      </Typography.Text>
      <Table
        rowKey="key"
        size="small"
        dataSource={fields}
        columns={columns}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: empty }}
        data-testid="document-lines"
      />
      {onAdd && <AddLineButton onClick={onAdd} />}
    </Flex>
  );
}

/**
 * The rules of a promotion document, one a line, with the kind's columns (an item bought from a quantity, or a bill
 * from an amount; then a percent or an amount off, or an item given and how many); what they mean said above them.
 */
export function RuleLines({ kind, form, editing }: { kind: PromotionKind; form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  const [focusLine, setFocusLine] = useState<number>();
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => {
        const addLine = () => {
          add(emptyRule());
          setFocusLine(fields.length);
        };
        const columns = [
          lineNumberColumn(t),
          ...kind.columns.map((column) => ruleColumn(t, column, { form, editing, focusLine })),
          ...(editing ? [removeColumn(t, remove)] : []),
        ];
        return (
          <HintedLines
            hint={t(kind.hint)}
            hintId="promotion-hint"
            fields={fields}
            columns={columns}
            empty={t("promotions.lines.empty")}
            onAdd={editing ? addLine : undefined}
          />
        );
      }}
    </Form.List>
  );
}
