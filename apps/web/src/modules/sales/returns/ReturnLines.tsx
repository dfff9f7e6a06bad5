import { formatNumber } from "@sen/core";
import { Flex, Form, Table, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { QUANTITY_FIELD } from "@/platform/document/lineFields";
import { quantityText } from "@/platform/document/quantityText";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { useIsMobile } from "@/platform/useIsMobile";
import type { ReturnableLine, ReturnQuote } from "./returnsApi";

interface Props {
  lines: ReturnableLine[];
  /** The server's prices of the return as typed, for each line's amount. */
  quote?: ReturnQuote;
  /** No return of the bill can be made: nothing is typed. */
  locked: boolean;
}

/**
 * The bill's lines with what was sold, what came back and what is left, and the quantity coming back of each (at
 * most what is left, the form's `details.N.so_luong`): a table on a desktop, a card a line on a phone.
 */
export function ReturnLines({ lines, quote, locked }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const narrow = useIsMobile();
  const product = (i: number) => [lines[i]?.ma_vt, lines[i]?.ten_vt].filter(Boolean).join(" · ");
  const amount = (i: number) => {
    const tien = quote?.details.find((d) => d.line_hd === lines[i]?.line)?.tien;
    return <span data-testid="return-line-amount">{tien === undefined ? "" : formatNumber(tien)}</span>;
  };
  const back = (i: number) => {
    const left = lines[i]?.left ?? 0;
    return (
      <Form.Item name={[i, "so_luong"]} style={{ margin: 0 }}>
        <NumberInput
          field={{ ...QUANTITY_FIELD, max: left }}
          disabled={locked || left <= 0}
          aria-label={t("returns.lines.quantityOf", { line: i + 1 })}
        />
      </Form.Item>
    );
  };
  const figures = (["so_luong", "returned", "left"] as const).map((key) => ({
    key,
    title: t(key === "so_luong" ? "returns.lines.sold" : `returns.lines.${key}`),
    text: (i: number) => quantityText(lines[i]?.[key]),
  }));

  return (
    <Form.List name="details">
      {(fields) =>
        narrow ? (
          <Flex vertical gap={8} data-testid="return-lines">
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
                    ...figures.map((f) => `${f.title} ${f.text(field.name)}`),
                  ].join(" · ")}
                </Typography.Text>
                <Flex align="center" gap={8}>
                  <span>{t("returns.lines.quantity")}</span>
                  <div style={{ width: 96 }}>{back(field.name)}</div>
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
            data-testid="return-lines"
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
                render: (_: unknown, field: { name: number }) => f.text(field.name),
              })),
              {
                key: "back",
                title: t("returns.lines.quantity"),
                width: 110,
                render: (_: unknown, field: { name: number }) => back(field.name),
              },
              {
                key: "tien",
                title: t("returns.lines.amount"),
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
