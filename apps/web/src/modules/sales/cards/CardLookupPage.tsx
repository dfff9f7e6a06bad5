import { LockOutlined, UnlockOutlined, WalletOutlined } from "@ant-design/icons";
import { BREAKPOINTS } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Input, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Panel } from "@/platform/Panel";
import { cellText } from "@/platform/table/columns";
import { DataCards } from "@/platform/table/DataCards";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { MOVE_CARD, movementColumns } from "./CardHistoryPage";
import { cardCode } from "./cardDraft";
import { CardSummary } from "./cardParts";
import { type CardMovement, cardKeys, cardsApi } from "./cardsApi";
import { topUpKind } from "./topUpKind";
import { useCard, useCardRights } from "./useCard";

/** How many of a card's latest movements the lookup shows. */
const LATEST = 10;

/** The card's latest movements, with a link to its whole history. */
function LatestMovements({ ma_the }: { ma_the: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: [...cardKeys.history, "latest", ma_the],
    queryFn: ({ signal }) => cardsApi.history({ ma_the, pageSize: LATEST }, signal),
  });
  const columns = useMemo(() => movementColumns(t, false), [t]);
  const phone = useViewportWidth() < BREAKPOINTS.sm;
  return (
    <Panel
      title={t("paymentCards.lookup.latest")}
      extra={
        <Link to={`/sales/payment-card-histories?ma_the=${encodeURIComponent(ma_the)}`} data-testid="card-history-link">
          {t("paymentCards.lookup.allHistory")}
        </Link>
      }
    >
      {phone ? (
        <DataCards<CardMovement>
          rows={data?.items ?? []}
          columns={columns}
          rowKey={(r) => String(r.id)}
          loading={isLoading}
          emptyText={t("table.empty")}
          cardFields={MOVE_CARD}
        />
      ) : (
        <Table<CardMovement>
          rowKey={(r) => String(r.id)}
          size="small"
          loading={isLoading}
          dataSource={data?.items ?? []}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("table.empty") }}
          data-testid="card-latest"
          columns={columns.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width,
            align: c.kind === "number" ? ("right" as const) : undefined,
            render: (_: unknown, row: CardMovement) => (c.render ? c.render(row) : cellText(c, row)),
          }))}
        />
      )}
    </Panel>
  );
}

/**
 * 'Tra cứu thẻ thanh toán' (/sales/payment-cards/lookup, `?ma_the=` for a card): a card number typed or scanned
 * (a scanner's Enter looks it up) shows the card's owner, balance, state and expiry, its latest movements, and what
 * the user may do with it next (top it up, lock or unlock it).
 */
export function CardLookupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useCardRights();
  const [params, setParams] = useSearchParams();
  const asked = cardCode(params.get("ma_the"));
  const [typed, setTyped] = useState(asked);
  const { code, card, unknown } = useCard(asked);
  const find = (text: string) => {
    const ma_the = cardCode(text);
    setTyped(ma_the);
    setParams(ma_the ? { ma_the } : {}, { replace: true });
  };
  const go = (path: string) => navigate(`${path}?ma_the=${encodeURIComponent(code)}`);
  const shown = Boolean(code) && code === asked;

  return (
    <Flex vertical gap={12}>
      <Panel style={{ padding: 16 }}>
        <Flex vertical gap={12}>
          <Input.Search
            size="large"
            autoFocus
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value.toUpperCase())}
            onSearch={find}
            enterButton={t("paymentCards.lookup.find")}
            placeholder={t("paymentCards.lookup.search")}
            aria-label={t("paymentCards.card")}
            style={{ maxWidth: 560 }}
            data-testid="card-lookup-input"
          />
          {!asked && <Typography.Text type="secondary">{t("paymentCards.lookup.prompt")}</Typography.Text>}
          {shown && <CardSummary code={code} card={card} unknown={unknown} />}
          {shown && card && (
            <Flex gap={8} wrap>
              {rights.topUp && (
                <Button icon={<WalletOutlined />} onClick={() => go(`${topUpKind.path}/new`)} data-testid="card-topup">
                  {t("paymentCards.lookup.topUp")}
                </Button>
              )}
              {rights.lock && !card.khoa && (
                <Button
                  danger
                  icon={<LockOutlined />}
                  onClick={() => go("/sales/payment-cards/lock")}
                  data-testid="card-lock"
                >
                  {t("paymentCards.lookup.lock")}
                </Button>
              )}
              {rights.unlock && card.khoa && (
                <Button
                  icon={<UnlockOutlined />}
                  onClick={() => go("/sales/payment-cards/unlock")}
                  data-testid="card-unlock"
                >
                  {t("paymentCards.lookup.unlock")}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </Panel>
      {shown && card && rights.history && <LatestMovements ma_the={code} />}
    </Flex>
  );
}
