import { formatDate, formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Flex } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { Panel } from "@/platform/Panel";
import { WholeTable } from "@/platform/table";
import { LookupBox, useLookup } from "../LookupBox";
import { MOVE_CARD, movementColumns } from "./movementColumns";
import { StateTag } from "./NoNameTags";
import { type LookedUpCard, type NoNameMovement, noNameApi, noNameKeys } from "./noNameApi";
import { depositKind } from "./noNameKinds";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** What the lookup shows of a card: type, face value, balance, state, branch, sale and expiry. */
function CardFacts({ card }: { card: LookedUpCard }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} data-testid="no-name-card">
      <Descriptions.Item label={t("noName.serial")}>
        <strong>{card.so_seri}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t("noName.type")}>{card.ten_loai || card.ma_loai}</Descriptions.Item>
      <Descriptions.Item label={t("noName.face")}>{money(card.menh_gia)}</Descriptions.Item>
      <Descriptions.Item label={t("noName.balance")}>
        <strong data-testid="no-name-balance">{money(card.so_du)} ₫</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t("noName.state")}>
        <StateTag state={card.trang_thai} />
      </Descriptions.Item>
      <Descriptions.Item label={t("noName.branch")}>
        {[card.ma_dvcs, card.ten_dvcs].filter(Boolean).join(" · ")}
        {card.ma_dvcs_nhan ? ` → ${card.ma_dvcs_nhan}` : ""}
      </Descriptions.Item>
      <Descriptions.Item label={t("noName.soldOn")}>
        {card.ngay_ban ? formatDate(card.ngay_ban) : "—"}
      </Descriptions.Item>
      <Descriptions.Item label={t("noName.expiry")}>
        {card.ngay_het_han ? formatDate(card.ngay_het_han) : t("noName.noExpiry")}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The card's latest movements, with a link to its whole history. */
function LatestMovements({ card }: { card: LookedUpCard }) {
  const { t } = useTranslation();
  const columns = useMemo(() => movementColumns(t, false), [t]);
  return (
    <Panel
      title={t("noName.lookup.latest")}
      extra={
        <Link
          to={`/sales/no-name-histories?so_seri=${encodeURIComponent(card.so_seri)}`}
          data-testid="no-name-history-link"
        >
          {t("noName.lookup.allHistory")}
        </Link>
      }
    >
      <WholeTable<NoNameMovement>
        rows={card.lich_su}
        columns={columns}
        rowKey={(r) => String(r.id)}
        cardFields={MOVE_CARD}
        testId="no-name-latest"
      />
    </Panel>
  );
}

/**
 * 'Tra cứu thẻ vô danh' (/sales/no-name-lookup, `?so_seri=` for a card): a serial typed or scanned (a scanner's
 * Enter looks it up) shows the card's type, face value, balance, state, branch, sale and expiry, its latest
 * movements, and a way to top it up.
 */
export function NoNameLookupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deposits = useDocumentRights(depositKind);
  const lookup = useLookup("so_seri");
  const asked = lookup.asked;
  const { data: card, isFetching } = useQuery({
    queryKey: noNameKeys.card(asked),
    queryFn: ({ signal }) => noNameApi.lookup(asked, signal),
    enabled: Boolean(asked),
    retry: false,
    meta: { silent: true },
  });
  return (
    <Flex vertical gap={12}>
      <Panel style={{ padding: 16 }}>
        <Flex vertical gap={12}>
          <LookupBox
            lookup={lookup}
            loading={isFetching}
            texts={{
              find: t("noName.lookup.find"),
              search: t("noName.lookup.search"),
              label: t("noName.serial"),
              prompt: t("noName.lookup.prompt"),
            }}
            testId="no-name-lookup-input"
          />
          {asked && card === null && (
            <Alert
              type="warning"
              showIcon
              title={t("noName.unknown", { so_seri: asked })}
              data-testid="no-name-unknown"
            />
          )}
          {card && <CardFacts card={card} />}
          {card && card.trang_thai === "ban" && deposits.add && (
            <Flex gap={8}>
              <Button
                onClick={() => navigate(`${depositKind.path}/new?so_seri=${encodeURIComponent(card.so_seri)}`)}
                data-testid="no-name-deposit"
              >
                {t("noName.lookup.deposit")}
              </Button>
            </Flex>
          )}
        </Flex>
      </Panel>
      {card && <LatestMovements card={card} />}
    </Flex>
  );
}
