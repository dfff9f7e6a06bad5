import { CalendarOutlined, LockOutlined, PlusOutlined, RiseOutlined, UnlockOutlined } from "@ant-design/icons";
import { CUSTOMER_CARD_STATE, customerCardEntity, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { entityApi } from "@/platform/entity";
import { EntityFilters, filterableFields } from "@/platform/entity/EntityFilters";
import type { EntityRow } from "@/platform/entity/formValues";
import { useEntityColumns } from "@/platform/entity/useEntityColumns";
import { useSession } from "@/platform/session/sessionStore";
import { DataTable, type RowAction, type TableQuery } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { CardChangeModal } from "./CardChangeModal";
import { customerKeys, customersApi, type MemberCard } from "./customersApi";
import { IssueCardModal } from "./IssueCardModal";

const FILTER_KEYS = filterableFields(customerCardEntity).map((f) => f.name);

/**
 * 'Thẻ khách hàng' (/sales/customer-cards): the membership cards, by customer, series, level and state; 'Cấp thẻ'
 * issues one from a series, and a card is renewed, moved to another level, locked or unlocked from its row (each
 * change a line of its history).
 */
export function CustomerCardsPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const can = (right: "add" | "edit" | "print") => Boolean(user && hasRight(user, customerCardEntity.command, right));
  const [issuing, setIssuing] = useState(false);
  const [changing, setChanging] = useState<{ card: MemberCard; change: "renew" | "level" }>();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.cards });
    void queryClient.invalidateQueries({ queryKey: customerKeys.cardHistories });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  }, [queryClient]);
  const editable = can("edit");

  const lockAction = useCallback(
    (card: MemberCard): RowAction => {
      const lock = card.trang_thai === CUSTOMER_CARD_STATE.active;
      return {
        key: lock ? "lock" : "unlock",
        title: t(lock ? "salesCustomers.cards.lock" : "salesCustomers.cards.unlock"),
        icon: lock ? <LockOutlined /> : <UnlockOutlined />,
        danger: lock,
        testId: lock ? "card-lock" : "card-unlock",
        onClick: () =>
          feedback.confirm(
            t(lock ? "salesCustomers.cards.lockConfirm" : "salesCustomers.cards.unlockConfirm", {
              so_the: card.so_the,
            }),
            async () => {
              try {
                await customersApi.setLock(card.id, lock);
                feedback.success(t("salesCustomers.cards.done", { so_the: card.so_the }));
                refresh();
              } catch (error) {
                feedback.failure(error instanceof Error ? error.message : String(error));
              }
            },
          ),
      };
    },
    [feedback, refresh, t],
  );
  const actions = useMemo(() => {
    if (!editable) return undefined;
    return (row: EntityRow) => {
      const card = row as MemberCard;
      const active = card.trang_thai === CUSTOMER_CARD_STATE.active;
      return {
        subject: card.so_the,
        actions: [
          ...(active
            ? [
                {
                  key: "renew",
                  title: t("salesCustomers.cards.renew"),
                  icon: <CalendarOutlined />,
                  testId: "card-renew",
                  onClick: () => setChanging({ card, change: "renew" }),
                },
                {
                  key: "level",
                  title: t("salesCustomers.cards.level"),
                  icon: <RiseOutlined />,
                  testId: "card-level",
                  onClick: () => setChanging({ card, change: "level" }),
                },
              ]
            : []),
          lockAction(card),
        ],
      };
    };
  }, [editable, lockAction, t]);
  const columns = useEntityColumns(customerCardEntity, actions);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) => entityApi.list(customerCardEntity, query, signal),
    [],
  );

  return (
    <>
      <DataTable<EntityRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={[...customerKeys.cards, "list"]}
        settingsKey="sales.customer-cards"
        dateRange
        filterKeys={FILTER_KEYS}
        filters={(values, setFilter) => (
          <EntityFilters definition={customerCardEntity} values={values} setFilter={setFilter} />
        )}
        emptyText={t("table.empty")}
        exportable={can("print")}
        exportName={t("salesCustomers.overview.memberCards")}
        exportFrom={`${customerCardEntity.api}/export`}
        toolbar={
          can("add") && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)} data-testid="card-issue">
              {t("salesCustomers.cards.issue")}
            </Button>
          )
        }
      />
      {issuing && (
        <IssueCardModal
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            refresh();
          }}
        />
      )}
      {changing && (
        <CardChangeModal
          card={changing.card}
          change={changing.change}
          onClose={() => setChanging(undefined)}
          onChanged={() => {
            setChanging(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
