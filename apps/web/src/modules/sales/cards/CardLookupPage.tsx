import { LockOutlined, UnlockOutlined, WalletOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Panel } from "@/platform/Panel";
import { WholeTable } from "@/platform/table";
import { LookupBox, useLookup } from "../LookupBox";
import { MOVE_CARD, movementColumns } from "./CardHistoryPage";
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
  return (
    <Panel
      title={t("paymentCards.lookup.latest")}
      extra={
        <Link to={`/sales/payment-card-histories?ma_the=${encodeURIComponent(ma_the)}`} data-testid="card-history-link">
          {t("paymentCards.lookup.allHistory")}
        </Link>
      }
    >
      <WholeTable<CardMovement>
        rows={data?.items ?? []}
        columns={columns}
        rowKey={(r) => String(r.id)}
        loading={isLoading}
        cardFields={MOVE_CARD}
        testId="card-latest"
      />
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
  const lookup = useLookup("ma_the");
  const asked = lookup.asked;
  const { code, card, unknown } = useCard(asked);
  const go = (path: string) => navigate(`${path}?ma_the=${encodeURIComponent(code)}`);
  const shown = Boolean(code) && code === asked;

  return (
    <Flex vertical gap={12}>
      <Panel style={{ padding: 16 }}>
        <Flex vertical gap={12}>
          <LookupBox
            lookup={lookup}
            texts={{
              find: t("paymentCards.lookup.find"),
              search: t("paymentCards.lookup.search"),
              label: t("paymentCards.card"),
              prompt: t("paymentCards.lookup.prompt"),
            }}
            testId="card-lookup-input"
          />
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
