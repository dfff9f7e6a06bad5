import { DeleteOutlined, EditOutlined, EyeOutlined, PrinterOutlined, StopOutlined } from "@ant-design/icons";
import { DOCUMENT_STATUS, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../api";
import { useSession } from "../session/sessionStore";
import type { RowAction } from "../table";
import { useFeedback } from "../useFeedback";
import { type DocumentHead, documentApi, documentKeys } from "./documentApi";
import type { DocumentBase } from "./documentKind";
import { isEditable } from "./documentStatus";
import { SubmissionKeys } from "./idempotencyKey";

type Doc = Pick<DocumentHead, "stt_rec" | "so_ct" | "status">;

/** The user's rights on the kind's command: which buttons show (the server refuses the rest anyway). */
export function useDocumentRights(kind: Pick<DocumentBase, "command" | "approver">) {
  const user = useSession((s) => s.user);
  return useMemo(() => {
    const can = (right: "add" | "edit" | "del" | "print") => Boolean(user && hasRight(user, kind.command, right));
    // A kind without an approver has no approval step of its own: posting is editing.
    const approve = kind.approver ? Boolean(user && hasRight(user, kind.approver, "edit")) : can("edit");
    return { add: can("add"), edit: can("edit"), del: can("del"), print: can("print"), approve };
  }, [user, kind.command, kind.approver]);
}

/**
 * What a document lets the user do, by its status and the user's rights: open, edit a draft, print, cancel a
 * posted one (after a confirmation; the ledger is reversed) and delete a draft. Cancelling sends an
 * `Idempotency-Key`, the same one if the user tries again after a failure.
 */
export function useDocumentActions(kind: DocumentBase, afterRemove?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useDocumentRights(kind);
  const keys = useRef(new SubmissionKeys());
  const calls = useMemo(() => documentApi(kind), [kind]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: documentKeys.all(kind) }),
    [queryClient, kind],
  );
  // A refusal says why in its field messages ("Dữ liệu không hợp lệ" alone would not): they follow its message.
  const failed = useCallback(
    (error: unknown) =>
      feedback.failure(
        error instanceof ApiError ? [error.message, ...Object.values(error.errors ?? {})].join(" ") : String(error),
      ),
    [feedback],
  );

  const cancel = useCallback(
    (doc: Doc) =>
      feedback.confirm(t(kind.confirmCancel ?? "document.confirmCancel", { so_ct: doc.so_ct }), async () => {
        const change = { id: doc.stt_rec, status: DOCUMENT_STATUS.cancelled };
        try {
          await calls.setStatus(doc.stt_rec, DOCUMENT_STATUS.cancelled, keys.current.keyFor(change));
          keys.current.done();
          feedback.success(t("document.cancelled", { so_ct: doc.so_ct }));
        } catch (error) {
          if (error instanceof ApiError && error.status > 0) keys.current.done();
          failed(error);
        }
        await refresh();
      }),
    [feedback, t, kind.confirmCancel, calls, failed, refresh],
  );

  const remove = useCallback(
    (doc: Doc) =>
      feedback.confirm(t("document.confirmDelete", { so_ct: doc.so_ct }), async () => {
        try {
          await calls.remove(doc.stt_rec);
          feedback.success(t("document.deleted", { so_ct: doc.so_ct }));
          afterRemove?.();
        } catch (error) {
          failed(error);
        }
        await refresh();
      }),
    [feedback, t, calls, failed, refresh, afterRemove],
  );

  const actionsOf = useCallback(
    (doc: Doc): RowAction[] => {
      const at = `${kind.path}/${doc.stt_rec}`;
      const draft = isEditable(doc.status);
      const actions: RowAction[] = [
        {
          key: "view",
          title: t("document.actions.view"),
          icon: <EyeOutlined />,
          testId: "row-view",
          onClick: () => navigate(at),
        },
      ];
      if (draft && rights.edit) {
        const onClick = () => navigate(`${at}/edit`);
        actions.push({
          key: "edit",
          title: t("document.actions.edit"),
          icon: <EditOutlined />,
          testId: "row-edit",
          onClick,
        });
      }
      if (rights.print && kind.print) {
        const onClick = () => navigate(`${at}/print`);
        actions.push({
          key: "print",
          title: t("document.actions.print"),
          icon: <PrinterOutlined />,
          testId: "row-print",
          onClick,
        });
      }
      if (doc.status === DOCUMENT_STATUS.posted && rights.edit) {
        const onClick = () => cancel(doc);
        actions.push({
          key: "cancel",
          title: t("document.actions.cancel"),
          icon: <StopOutlined />,
          danger: true,
          testId: "row-cancel",
          onClick,
        });
      }
      if (draft && rights.del) {
        const onClick = () => remove(doc);
        actions.push({
          key: "delete",
          title: t("document.actions.delete"),
          icon: <DeleteOutlined />,
          danger: true,
          testId: "row-delete",
          onClick,
        });
      }
      return actions;
    },
    [kind.path, kind.print, rights, t, navigate, cancel, remove],
  );

  return { rights, actionsOf, cancel, remove, refresh };
}
