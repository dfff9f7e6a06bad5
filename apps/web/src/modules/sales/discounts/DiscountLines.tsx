import { type NumberField, productEntity, type ReferenceField } from "@sen/core";
import { Form, type FormInstance } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemPicker } from "@/platform/document";
import { lineNumberColumn, removeColumn } from "@/platform/document/DocumentLines";
import { PRICE_FIELD } from "@/platform/document/lineFields";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { HintedLines } from "../promotions/RuleLines";
import { emptyDiscountLine } from "./discountValues";

const ITEMS = { items: productEntity };
const MONEY: NumberField = { ...PRICE_FIELD, name: "tien_ck", precision: 0 };
const PERCENT: NumberField = {
  name: "tl_ck",
  kind: "percent",
  label: PRICE_FIELD.label,
  precision: 2,
  min: 0,
  max: 100,
};

/** The item group a line is for. */
const ITEM_GROUP: ReferenceField = {
  name: "nh_vt",
  kind: "reference",
  label: { vi: "Nhóm hàng", en: "Item group" },
  entity: "product-group",
  valueField: "ma_nhom",
  labelField: "ten_nhom",
};

interface ItemCellProps {
  form: FormInstance;
  index: number;
  editing: boolean;
  autoFocus: boolean;
}

/** A line's item: picked among the products while editing, else its code and name (none: every item). */
function ItemCell({ form, index, editing, autoFocus }: ItemCellProps) {
  const { t } = useTranslation();
  const code = Form.useWatch(["details", index, "ma_vt"], { form, preserve: true }) as string | undefined;
  const name = Form.useWatch(["details", index, "ten_vt"], { form, preserve: true }) as string | undefined;
  const group = Form.useWatch(["details", index, "nh_vt"], { form, preserve: true }) as string | undefined;
  if (!editing) {
    const shown = [code, name].filter(Boolean).join(" · ");
    return <span>{shown || (group ? "" : t("discounts.lines.everything"))}</span>;
  }
  const errors = form.getFieldError(["details", index, "ma_vt"]);
  return (
    <ItemPicker
      kind={ITEMS}
      value={code}
      name={name}
      autoFocus={autoFocus}
      allowClear
      status={errors.length > 0 ? "error" : undefined}
      aria-label={`${t("discounts.lines.ma_vt")} ${index + 1}`}
      onPick={(item) => {
        form.setFieldValue(["details", index], {
          ...form.getFieldValue(["details", index]),
          ma_vt: item?.ma_vt,
          ten_vt: item?.ten_vt,
        });
        void form.validateFields([["details", index, "ma_vt"]]).catch(() => undefined);
      }}
    />
  );
}

/**
 * The lines of a discount, one a line: an item, an item group or every item, and a percent or an amount off each
 * base unit; what they mean said above them.
 */
export function DiscountLines({ form, editing }: { form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  const [focusLine, setFocusLine] = useState<number>();
  const figure = (name: "tl_ck" | "tien_ck", field: NumberField) => ({
    key: name,
    title: t(`discounts.lines.${name}`),
    width: 150,
    render: (_: unknown, line: { name: number }) => (
      <Form.Item name={[line.name, name]} style={{ margin: 0 }}>
        <NumberInput field={field} aria-label={`${t(`discounts.lines.${name}`)} ${line.name + 1}`} />
      </Form.Item>
    ),
  });
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => {
        const addLine = () => {
          add(emptyDiscountLine());
          setFocusLine(fields.length);
        };
        const columns = [
          lineNumberColumn(t),
          {
            key: "ma_vt",
            title: t("discounts.lines.ma_vt"),
            render: (_: unknown, line: { name: number }) => (
              <Form.Item name={[line.name, "ma_vt"]} style={{ margin: 0 }}>
                <ItemCell form={form} index={line.name} editing={editing} autoFocus={focusLine === line.name} />
              </Form.Item>
            ),
          },
          {
            key: "nh_vt",
            title: t("discounts.lines.nh_vt"),
            width: 220,
            render: (_: unknown, line: { name: number }) => (
              <Form.Item name={[line.name, "nh_vt"]} style={{ margin: 0 }}>
                <ChoiceSelect field={ITEM_GROUP} />
              </Form.Item>
            ),
          },
          figure("tl_ck", PERCENT),
          figure("tien_ck", MONEY),
          ...(editing ? [removeColumn(t, remove)] : []),
        ];
        return (
          <HintedLines
            hint={t("discounts.hint")}
            hintId="discount-hint"
            fields={fields}
            columns={columns}
            empty={t("discounts.lines.empty")}
            onAdd={editing ? addLine : undefined}
          />
        );
      }}
    </Form.List>
  );
}
