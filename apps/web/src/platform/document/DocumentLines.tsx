import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Flex, Form, type FormInstance, Table } from "antd";
import type { TFunction } from "i18next";
import type { KeyboardEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberInput } from "../entity/inputs/NumberInput";
import type { DocumentKind } from "./documentKind";
import { ItemPicker } from "./ItemPicker";
import { lineAmount, linesTotal } from "./lineAmounts";
import { PRICE_FIELD, QUANTITY_FIELD } from "./lineFields";
import { quantityText } from "./quantityText";
import { UnitSelect } from "./UnitSelect";
import { type LineItem, useItem } from "./useItem";

/** A line as the form holds it: what is sent, plus the picked item (its name and base unit) for the screen. */
export interface LineValues {
  ma_vt?: string;
  ten_vt?: string;
  ma_dvt?: string;
  so_luong?: number | null;
  gia?: number | null;
  /** Shown only (an order's progress), never sent. */
  so_luong_nhan?: number;
  so_luong_con?: number;
  item?: LineItem;
}

export const emptyLine = (): LineValues => ({ so_luong: null });

interface Props {
  kind: DocumentKind;
  form: FormInstance;
  editing: boolean;
}

/** The item cell: picking an item copies its name and base unit into the line and resets the unit. */
function ItemCell({
  kind,
  form,
  index,
  autoFocus,
}: {
  kind: DocumentKind;
  form: FormInstance;
  index: number;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const code = Form.useWatch(["details", index, "ma_vt"], { form, preserve: true }) as string | undefined;
  const name = Form.useWatch(["details", index, "ten_vt"], { form, preserve: true }) as string | undefined;
  const errors = form.getFieldError(["details", index, "ma_vt"]);
  return (
    <ItemPicker
      kind={kind}
      value={code}
      name={name}
      autoFocus={autoFocus}
      status={errors.length > 0 ? "error" : undefined}
      aria-label={`${t("document.lines.product")} ${index + 1}`}
      onPick={(item) => {
        form.setFieldValue(["details", index], {
          ...form.getFieldValue(["details", index]),
          ma_vt: item?.ma_vt,
          ten_vt: item?.ten_vt,
          ma_dvt: item?.ma_dvt,
          item,
        });
        void form.validateFields([["details", index, "ma_vt"]]).catch(() => undefined);
      }}
    />
  );
}

/** The unit cell: the base unit of the line's item and its conversions. */
function UnitCell({
  kind,
  form,
  index,
  value,
  onChange,
}: {
  kind: DocumentKind;
  form: FormInstance;
  index: number;
  value?: string;
  onChange?: (v?: string) => void;
}) {
  const { t } = useTranslation();
  const picked = Form.useWatch(["details", index, "item"], { form, preserve: true }) as LineItem | undefined;
  const code = Form.useWatch(["details", index, "ma_vt"], { form, preserve: true }) as string | undefined;
  const loaded = useItem(kind, picked ? undefined : code);
  return (
    <UnitSelect
      kind={kind}
      item={picked ?? loaded}
      value={value}
      onChange={onChange}
      aria-label={`${t("document.lines.unit")} ${index + 1}`}
    />
  );
}

function AmountCell({ form, index }: { form: FormInstance; index: number }) {
  const line = Form.useWatch(["details", index], { form, preserve: true }) as LineValues | undefined;
  return <span data-testid="line-amount">{formatNumber(lineAmount(line?.so_luong, line?.gia))}</span>;
}

type LineField = { name: number };

/**
 * The columns every goods grid starts with: the line's number, its item (required; picked while `editing`, the line
 * `focusLine` focused) and its unit.
 */
/** The line's number, first column of every document's lines. */
export const lineNumberColumn = (t: TFunction) => ({
  key: "no",
  title: t("document.lines.no"),
  width: 48,
  align: "center" as const,
  render: (_: unknown, __: unknown, i: number) => i + 1,
});

export function leadColumns(
  t: TFunction,
  { kind, form, editing, focusLine }: { kind: DocumentKind; form: FormInstance; editing: boolean; focusLine?: number },
) {
  return [
    lineNumberColumn(t),
    {
      key: "ma_vt",
      title: t("document.lines.product"),
      render: (_: unknown, field: LineField) => (
        <Form.Item
          name={[field.name, "ma_vt"]}
          rules={[
            {
              required: true,
              message: t("document.required", { field: t("document.lines.product").toLowerCase() }),
            },
          ]}
          style={{ margin: 0 }}
        >
          {editing ? (
            <ItemCell kind={kind} form={form} index={field.name} autoFocus={focusLine === field.name} />
          ) : (
            <ReadItem form={form} index={field.name} />
          )}
        </Form.Item>
      ),
    },
    {
      key: "ma_dvt",
      title: t("document.lines.unit"),
      width: 120,
      render: (_: unknown, field: LineField) => (
        <Form.Item name={[field.name, "ma_dvt"]} style={{ margin: 0 }}>
          <UnitCell kind={kind} form={form} index={field.name} />
        </Form.Item>
      ),
    },
  ];
}

/** A line's quantity, more than 0; `keys` may act on a key pressed in it (Enter adds a line). */
export function quantityColumn(t: TFunction, keys?: (index: number) => (event: KeyboardEvent) => void) {
  return {
    key: "so_luong",
    title: t("document.lines.quantity"),
    width: 130,
    render: (_: unknown, field: LineField) => (
      // biome-ignore lint/a11y/noStaticElementInteractions: Enter in the input below adds a line
      <div onKeyDown={keys?.(field.name)} data-testid="line-quantity">
        <Form.Item
          name={[field.name, "so_luong"]}
          rules={[
            {
              validator: (_r, v) =>
                v > 0 ? Promise.resolve() : Promise.reject(new Error(t("document.quantityPositive"))),
            },
          ]}
          style={{ margin: 0 }}
        >
          <NumberInput field={QUANTITY_FIELD} />
        </Form.Item>
      </div>
    ),
  };
}

/** 'Thêm dòng' under a goods grid. */
export function AddLineButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<PlusOutlined />} onClick={onClick} style={{ alignSelf: "flex-start" }} data-testid="line-add">
      {t("document.lines.add")}
    </Button>
  );
}

/** The bin that removes a line. */
export function removeColumn(t: TFunction, remove: (index: number) => void) {
  return {
    key: "remove",
    title: "",
    width: 48,
    render: (_: unknown, field: LineField) => (
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${t("document.lines.remove")} ${field.name + 1}`}
        onClick={() => remove(field.name)}
        data-testid="line-remove"
      />
    ),
  };
}

/**
 * The lines grid, usable from the keyboard: Tab goes item → unit → quantity → price → the next line, Enter in
 * the last line's quantity or price adds a line and puts the cursor on its item. Amounts and the total are shown
 * as computed here; the saved document's figures are the server's.
 */
export function DocumentLines({ kind, form, editing }: Props) {
  const { t } = useTranslation();
  const priced = kind.lineColumns.includes("gia");
  const progress = !editing && kind.lineColumns.includes("received");
  const lines = Form.useWatch("details", form) as LineValues[] | undefined;
  const [focusLine, setFocusLine] = useState<number>();

  return (
    <Form.List name="details">
      {(fields, { add, remove }) => {
        const addLine = () => {
          add(emptyLine());
          setFocusLine(fields.length);
        };
        const enterAdds = (index: number) => (event: KeyboardEvent) => {
          if (event.key !== "Enter" || index !== fields.length - 1) return;
          event.preventDefault();
          addLine();
        };
        const columns = [
          ...leadColumns(t, { kind, form, editing, focusLine }),
          quantityColumn(t, enterAdds),
          ...(priced
            ? [
                {
                  key: "gia",
                  title: t("document.lines.price"),
                  width: 150,
                  render: (_: unknown, field: { name: number }) => (
                    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in the input below adds a line
                    <div onKeyDown={enterAdds(field.name)} data-testid="line-price">
                      <Form.Item name={[field.name, "gia"]} style={{ margin: 0 }}>
                        <NumberInput field={PRICE_FIELD} />
                      </Form.Item>
                    </div>
                  ),
                },
                {
                  key: "tien",
                  title: t("document.lines.amount"),
                  width: 150,
                  align: "right" as const,
                  render: (_: unknown, field: { name: number }) => <AmountCell form={form} index={field.name} />,
                },
              ]
            : []),
          ...(progress
            ? (["so_luong_nhan", "so_luong_con"] as const).map((key) => ({
                key,
                title: t(key === "so_luong_nhan" ? "document.lines.received" : "document.lines.remaining"),
                width: 110,
                align: "right" as const,
                render: (_: unknown, field: { name: number }) => (
                  <ProgressCell form={form} index={field.name} name={key} />
                ),
              }))
            : []),
          ...(editing ? [removeColumn(t, remove)] : []),
        ];
        return (
          <Flex vertical gap={8}>
            <Table
              rowKey="key"
              size="small"
              dataSource={fields}
              columns={columns}
              pagination={false}
              scroll={{ x: "max-content" }}
              locale={{ emptyText: t("document.lines.empty") }}
              data-testid="document-lines"
              summary={() =>
                priced ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={5} align="right">
                      <strong>{t("document.lines.total")}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      <strong data-testid="lines-total">{formatNumber(linesTotal(lines))}</strong>
                    </Table.Summary.Cell>
                    {editing && <Table.Summary.Cell index={2} />}
                  </Table.Summary.Row>
                ) : null
              }
            />
            {editing && <AddLineButton onClick={addLine} />}
          </Flex>
        );
      }}
    </Form.List>
  );
}

function ReadItem({ form, index }: { form: FormInstance; index: number }) {
  const line = Form.useWatch(["details", index], { form, preserve: true }) as LineValues | undefined;
  return <span>{[line?.ma_vt, line?.ten_vt].filter(Boolean).join(" · ")}</span>;
}

/** What has come of a saved line, or is still to come, in its unit (from the server's answer). */
function ProgressCell({
  form,
  index,
  name,
}: {
  form: FormInstance;
  index: number;
  name: "so_luong_nhan" | "so_luong_con";
}) {
  const value = Form.useWatch(["details", index, name], { form, preserve: true }) as number | undefined;
  return <span data-testid={`line-${name}`}>{value === undefined ? "" : quantityText(value)}</span>;
}
