import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Card, Divider, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ServicePayments } from "../services/ServicePayments";
import type { ServingLine } from "./servingKind";
import { TillLineInputs } from "./TillPackageRow";
import { newSingle, type TillSingle, type useServingTill } from "./useServingTill";

type Till = ReturnType<typeof useServingTill>;

/**
 * The single services of the till, paid now: each a service with its turns and technician and what it costs at the
 * price in force; what they come to and the payments that take it. Posting sells them on a service bill.
 */
export function TillSingles({ till, first, customer }: { till: Till; first: number; customer?: string }) {
  const { t } = useTranslation();
  const { added, setAdded } = till;
  const change = (key: number, next?: TillSingle) =>
    setAdded((all) => all.flatMap((s) => (s.key !== key ? [s] : next ? [next] : [])));
  return (
    <Card title={t("servings.cashier.singleTitle")} data-testid="till-singles">
      <Flex vertical gap={8}>
        {added.length === 0 && <Typography.Text type="secondary">{t("servings.cashier.singleHint")}</Typography.Text>}
        {added.map((s, i) => (
          <Flex key={s.key} gap={4} align="start" data-testid="till-single">
            <TillLineInputs
              pick={s}
              onChange={(next) => change(s.key, { ...next, key: s.key })}
              pickService
              priced={till.lineOf(first + i) as ServingLine | undefined}
              unit={t("servings.cashier.turns")}
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              onClick={() => change(s.key)}
              aria-label={t("servings.cashier.remove")}
            />
          </Flex>
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => setAdded((all) => [...all, newSingle()])}
          disabled={!customer}
          data-testid="till-add-single"
        >
          {t("servings.cashier.addSingle")}
        </Button>
        {added.length > 0 && (
          <>
            <Divider style={{ margin: "4px 0" }} />
            <Flex justify="space-between" align="baseline">
              <Typography.Text>{t("servings.cashier.due")}</Typography.Text>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="till-due">
                {formatNumber(till.due)} ₫
              </Typography.Title>
            </Flex>
            <ServicePayments value={till.payments} onChange={till.setPayments} due={till.due} customer={customer} />
          </>
        )}
      </Flex>
    </Card>
  );
}
