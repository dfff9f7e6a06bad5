import { CheckOutlined, ImportOutlined } from "@ant-design/icons";
import { DOCUMENT_STATUS, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "@/platform/api";
import { type DocumentRecord, documentApi, documentKeys, newKey } from "@/platform/document";
import { useSession } from "@/platform/session/sessionStore";
import type { RowAction } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { orderKind } from "./orderKind";
import { createReceipt } from "./ordersApi";

type Order = Pick<DocumentRecord, "stt_rec" | "so_ct" | "status"> & { da_nhan_du?: boolean | null };

/**
 * What an order adds to the document's own actions: an approver approves an awaiting order; a storekeeper creates
 * from an approved one not fully received a draft receipt of what is still to come, and lands on it to check it.
 */
export function useOrderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const rights = useMemo(
    () => ({
      approve: Boolean(user && hasRight(user, "purchases.domestic-orders.approve", "edit")),
      receive: Boolean(user && hasRight(user, "stock.receipt-orders", "add")),
    }),
    [user],
  );
  const failed = useCallback(
    (error: unknown) => feedback.failure(error instanceof ApiError ? error.message : String(error)),
    [feedback],
  );

  const receive = useCallback(
    async (order: Order) => {
      try {
        const receipt = await createReceipt(order.stt_rec);
        feedback.success(t("purchaseOrders.receiptCreated", { so_ct: receipt.so_ct }));
        navigate(`/stock/receipt-orders/${receipt.stt_rec}/edit`);
      } catch (error) {
        failed(error);
      }
    },
    [feedback, t, navigate, failed],
  );

  const approve = useCallback(
    (order: Order) =>
      feedback.confirm(t("purchaseOrders.confirmApprove", { so_ct: order.so_ct }), async () => {
        try {
          await documentApi(orderKind).setStatus(order.stt_rec, DOCUMENT_STATUS.posted, newKey());
          feedback.success(t("purchaseOrders.approved", { so_ct: order.so_ct }));
        } catch (error) {
          failed(error);
        }
        await queryClient.invalidateQueries({ queryKey: documentKeys.all(orderKind) });
      }),
    [feedback, t, failed, queryClient],
  );

  const mayReceive = (order: Order) => rights.receive && order.status === DOCUMENT_STATUS.posted && !order.da_nhan_du;
  const mayApprove = (order: Order) => rights.approve && order.status === DOCUMENT_STATUS.awaiting;

  const actionsOf = (order: Order): RowAction[] => [
    ...(mayApprove(order)
      ? [
          {
            key: "approve",
            title: t("purchaseOrders.actions.approve"),
            icon: <CheckOutlined />,
            testId: "row-approve",
            onClick: () => approve(order),
          },
        ]
      : []),
    ...(mayReceive(order)
      ? [
          {
            key: "receive",
            title: t("purchaseOrders.actions.receive"),
            icon: <ImportOutlined />,
            testId: "row-receive",
            onClick: () => void receive(order),
          },
        ]
      : []),
  ];

  return { actionsOf, receive, mayReceive };
}
