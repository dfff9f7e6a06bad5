import { formatNumber } from "@sen/core";
import { Flex, Form, Table, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { QUANTITY_FIELD } from "@/platform/document/lineFields";
import { quantityText } from "@/platform/document/quantityText";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { useIsMobile } from "@/platform/useIsMobile";

/** A line of the document goods are taken from (a bill's for a return, an order's for a delivery). */
export interface SourceLine {
  line: number;
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  gia: number | string;
  /** What may still be taken of it, in its unit. */
  left: number;
}

/** A figure of each line shown before the quantity typed (sold, came back, left…). */
export interface LineFigure<L> {
  key: string;
  title: string;
  value: (line: L) => unknown;
}

interface Props<L extends SourceLine> {
  lines: readonly L[];
  figures: readonly LineFigure<L>[];
  /** The server's amount of the line at `index` as typed, when priced. */
  amountOf: (index: number) => number | undefined;
  texts: { quantity: string; amount: string; quantityOf: (line: number) => string };
  /** Nothing may be taken of the document: nothing is typed. */
  locked: boolean;
  testId: string;
}

/**
 * A document's lines with their figures and the quantity taken of each (at most what is left, the form's
 * `details.N.so_luong`) and its amount: a table on a desktop, a card a line on a phone.
 */
export function TakenLines<L extends SourceLine>({ lines, figures, amountOf, texts, locked, testId }: Props<L>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const narrow = useIsMobile();
  const product = (i: number) => [lines[i]?.ma_vt, lines[i]?.ten_vt].filter(Boolean).join(" · ");
  const amount = (i: number) => {
    const tien = amountOf(i);
    return <span data-testid={`${testId}-amount`}>{tien === undefined ? "" : formatNumber(tien)}</span>;
  };
  const taken = (i: number) => {
    const left = lines[i]?.left ?? 0;
    return (
      <Form.Item name={[i, "so_luong"]} style={{ margin: 0 }}>
        <NumberInput
          field={{ ...QUANTITY_FIELD, max: left }}
          disabled={locked || left <= 0}
          aria-label={texts.quantityOf(i + 1)}
        />
      </Form.Item>
    );
  };
  const text = (figure: LineFigure<L>, i: number) => {
    const line = lines[i];
    return line ? quantityText(figure.value(line)) : "";
  };

  return (
    <Form.List name="details">
      {(fields) =>
        narrow ? (
          <Flex vertical gap={8} data-testid={testId}>
            {fields.map((field) => (
              <Flex
                key={field.key}
                vertical
                gap={6}
                style={{
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  padding: 8,
                }}
              >
                <strong>{`${field.name + 1}. ${product(field.name)}`}</strong>
                <Typography.Text type="secondary">
                  {[
                    `${lines[field.name]?.ma_dvt} × ${formatNumber(lines[field.name]?.gia)}`,
                    ...figures.map((f) => `${f.title} ${text(f, field.name)}`),
                  ].join(" · ")}
                </Typography.Text>
                <Flex align="center" gap={8}>
                  <span>{texts.quantity}</span>
                  <div style={{ width: 96 }}>{taken(field.name)}</div>
                  <span style={{ marginLeft: "auto" }}>{amount(field.name)}</span>
                </Flex>
              </Flex>
            ))}
          </Flex>
        ) : (
          <Table
            rowKey="key"
            size="small"
            dataSource={fields}
            pagination={false}
            scroll={{ x: "max-content" }}
            data-testid={testId}
            columns={[
              {
                key: "no",
                title: t("document.lines.no"),
                width: 48,
                align: "center" as const,
                render: (_: unknown, field: { name: number }) => field.name + 1,
              },
              {
                key: "ma_vt",
                title: t("document.lines.product"),
                render: (_: unknown, field: { name: number }) => product(field.name),
              },
              {
                key: "ma_dvt",
                title: t("document.lines.unit"),
                width: 70,
                render: (_: unknown, field: { name: number }) => lines[field.name]?.ma_dvt,
              },
              {
                key: "gia",
                title: t("document.lines.price"),
                width: 110,
                align: "right" as const,
                render: (_: unknown, field: { name: number }) => formatNumber(lines[field.name]?.gia),
              },
              ...figures.map((f) => ({
                key: f.key,
                title: f.title,
                width: 80,
                align: "right" as const,
                render: (_: unknown, field: { name: number }) => text(f, field.name),
              })),
              {
                key: "taken",
                title: texts.quantity,
                width: 110,
                render: (_: unknown, field: { name: number }) => taken(field.name),
              },
              {
                key: "tien",
                title: texts.amount,
                width: 120,
                align: "right" as const,
                render: (_: unknown, field: { name: number }) => amount(field.name),
              },
            ]}
          />
        )
      }
    </Form.List>
  );
}
