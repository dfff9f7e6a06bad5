import { formatNumber } from "@sen/core";
import { Flex, Form, type FormInstance, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DocumentParts, type DocumentRecord, goodsParts } from "@/platform/document";
import { DocumentHeader } from "@/platform/document/DocumentHeader";
import {
  AddLineButton,
  emptyLine,
  type LineValues,
  leadColumns,
  quantityColumn,
  removeColumn,
} from "@/platform/document/DocumentLines";
import type { DocumentFormValues } from "@/platform/document/formValues";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { CustomerItem, customerOf } from "../salesParts";
import { giftExchangeKind } from "./giftExchangeKind";
import { PointsHeld } from "./PointsHeld";

type ExchangeLine = LineValues & { diem?: number | null };
type ExchangeRecord = DocumentRecord & { ma_kh?: string | null; ten_kh?: string | null; tong_diem?: number };
type ExchangeValues = DocumentFormValues & Pick<ExchangeRecord, "ma_kh" | "ten_kh"> & { details?: ExchangeLine[] };

const POINTS_FIELD = {
  name: "diem",
  kind: "number",
  label: { vi: "Điểm", en: "Points" },
  precision: 0,
  min: 0,
} as const;

/** What the lines come to in points: each quantity times its points a unit. */
export const pointsOfLines = (lines: readonly ExchangeLine[] | undefined) =>
  Math.round((lines ?? []).reduce((sum, l) => sum + Number(l.so_luong ?? 0) * Number(l.diem ?? 0), 0));

function ExchangeHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const ma_kh = Form.useWatch("ma_kh", { form, preserve: true }) as string | undefined;
  const lines = Form.useWatch("details", { form, preserve: true }) as ExchangeLine[] | undefined;
  const customer = (
    <Flex vertical gap={4}>
      <CustomerItem label={t("points.customer")} required testId="exchange-customer" />
      <PointsHeld ma_kh={ma_kh} spending={pointsOfLines(lines)} />
    </Flex>
  );
  return <DocumentHeader kind={giftExchangeKind} number={number} extra={customer} />;
}

function LinePoints({ form, index }: { form: FormInstance; index: number }) {
  const line = Form.useWatch(["details", index], { form, preserve: true }) as ExchangeLine | undefined;
  return <span data-testid="line-points">{formatNumber(pointsOfLines(line ? [line] : []))}</span>;
}

/** The gifts: item, unit, quantity and points a unit (Enter adds a line), with the points they come to. */
function ExchangeLines({ form, editing }: { form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  const lines = Form.useWatch("details", form) as ExchangeLine[] | undefined;
  const [focusLine, setFocusLine] = useState<number>();
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => {
        const addLine = () => {
          add({ ...emptyLine(), diem: null });
          setFocusLine(fields.length);
        };
        const columns = [
          ...leadColumns(t, { kind: giftExchangeKind, form, editing, focusLine }),
          quantityColumn(t),
          {
            key: "diem",
            title: t("points.perUnit"),
            width: 130,
            render: (_: unknown, field: { name: number }) => (
              <div data-testid="line-diem">
                <Form.Item
                  name={[field.name, "diem"]}
                  rules={[{ required: true, message: t("document.required", { field: t("points.perUnit") }) }]}
                  style={{ margin: 0 }}
                >
                  <NumberInput field={POINTS_FIELD} aria-label={`${t("points.perUnit")} ${field.name + 1}`} />
                </Form.Item>
              </div>
            ),
          },
          {
            key: "tong",
            title: t("points.lineTotal"),
            width: 110,
            align: "right" as const,
            render: (_: unknown, field: { name: number }) => <LinePoints form={form} index={field.name} />,
          },
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
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={5} align="right">
                    <strong>{t("points.total")}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong data-testid="points-total">{formatNumber(pointsOfLines(lines))}</strong>
                  </Table.Summary.Cell>
                  {editing && <Table.Summary.Cell index={2} />}
                </Table.Summary.Row>
              )}
            />
            {editing && <AddLineButton onClick={addLine} />}
          </Flex>
        );
      }}
    </Form.List>
  );
}

const goods = goodsParts(giftExchangeKind);

/** A delivery's parts with the customer whose points pay for the gifts, and the points of each line. */
export const giftExchangeParts: DocumentParts<ExchangeRecord, ExchangeValues> = {
  ...goods,
  form: {
    ...goods.form,
    Header: ExchangeHeader,
    Lines: ExchangeLines,
    initial: () => ({ ...goods.form.initial(), details: [{ ...emptyLine(), diem: null }] }),
    toValues: (doc) => {
      const values = goods.form.toValues(doc);
      return {
        ...values,
        ma_kh: doc.ma_kh,
        ten_kh: doc.ten_kh,
        details: (values.details ?? []).map((l, i) => ({
          ...l,
          diem: Number((doc.details[i] as { diem?: number } | undefined)?.diem ?? 0),
        })),
      };
    },
    toInput: (values, status) => {
      const input = goods.form.toInput(values, status) as { details: object[] };
      return {
        ...input,
        ma_kh: values.ma_kh ?? null,
        details: input.details.map((l, i) => ({ ...l, diem: Number(values.details?.[i]?.diem ?? 0) })),
      };
    },
    errorFields: {
      header: [...goods.form.errorFields.header, "ma_kh"],
      lineColumns: [...goods.form.errorFields.lineColumns, "diem"],
    },
  },
  list: {
    ...goods.list,
    columns: (t) => [
      ...goods.list.columns(t),
      {
        key: "ma_kh",
        title: t("points.customer"),
        width: 220,
        ellipsis: true,
        render: (r: ExchangeRecord) => customerOf(r),
        exportValue: (r: ExchangeRecord) => customerOf(r),
      },
      { key: "tong_diem", title: t("points.total"), kind: "number", decimals: 0, width: 130 },
    ],
    totalTitle: null,
  },
};
