import { DOCUMENT_STATUS } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api";
import { useFeedback } from "../useFeedback";
import { type DocumentHead, documentApi, documentKeys } from "./documentApi";
import type { DocumentBase } from "./documentKind";
import type { FormParts } from "./documentParts";
import { documentFieldErrors } from "./formErrors";
import { SubmissionKeys } from "./idempotencyKey";

type Intent = "draft" | "post";

/** What a save says: a draft saved, a document posted (approved, for a kind with an approver) or sent for approval. */
function savedMessage(kind: Pick<DocumentBase, "approver">, intent: Intent, status: string) {
  if (intent === "draft") return "document.saved";
  if (status === DOCUMENT_STATUS.awaiting) return "document.sentForApproval";
  return kind.approver ? "document.approved" : "document.posted";
}

/**
 * Saving a document: a new one is created as a draft or posted at once; a draft being edited is saved (PUT) and,
 * to post, then moved to posted (PATCH). POST and PATCH carry an `Idempotency-Key`, the same one when the same
 * thing is sent again after no answer came. A refusal's field messages go onto the header inputs and the lines'
 * cells (`details.2.so_luong`), its message into a toast.
 */
export function useDocumentSubmit<R extends DocumentHead, V extends object>(
  kind: DocumentBase,
  parts: Pick<FormParts<R, V>, "toInput" | "errorFields">,
  form: FormInstance,
  existing?: R,
) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const keys = useRef(new SubmissionKeys());
  const calls = useMemo(() => documentApi<R>(kind), [kind]);
  const [busy, setBusy] = useState<Intent>();

  const showRefusal = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const lines = (form.getFieldValue("details") as unknown[] | undefined)?.length ?? 0;
      const { fields, rest } = documentFieldErrors(error instanceof ApiError ? error.errors : undefined, {
        ...parts.errorFields,
        lines,
      });
      form.setFields(fields);
      const message = error instanceof ApiError ? error.message : String(error);
      feedback.failure([message, ...rest.filter((m) => m !== message)].join(" "));
    },
    [form, parts.errorFields, feedback],
  );

  /** Runs one save, then says so and refreshes the lists, or shows the refusal; busy meanwhile. */
  const run = useCallback(
    async (intent: Intent, work: () => Promise<R>): Promise<R | undefined> => {
      setBusy(intent);
      try {
        const saved = await work();
        keys.current.done();
        feedback.success(t(savedMessage(kind, intent, saved.status), { so_ct: saved.so_ct }));
        await queryClient.invalidateQueries({ queryKey: documentKeys.all(kind) });
        return saved;
      } catch (error) {
        showRefusal(error);
        return undefined;
      } finally {
        setBusy(undefined);
      }
    },
    [feedback, t, queryClient, kind, showRefusal],
  );

  const toPosted = useCallback(
    (id: string) =>
      calls.setStatus(id, DOCUMENT_STATUS.posted, keys.current.keyFor({ id, status: DOCUMENT_STATUS.posted })),
    [calls],
  );

  const submit = useCallback(
    async (intent: Intent): Promise<R | undefined> => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return undefined;
      return run(intent, async () => {
        if (!existing) {
          const body = parts.toInput(values, intent === "post" ? DOCUMENT_STATUS.posted : DOCUMENT_STATUS.draft);
          return calls.create(body, keys.current.keyFor(body));
        }
        const saved = await calls.update(existing.stt_rec, parts.toInput(values));
        return intent === "post" ? toPosted(saved.stt_rec) : saved;
      });
    },
    [form, existing, parts, calls, run, toPosted],
  );

  /** Posts a saved draft as it is (from its view). */
  const post = useCallback((doc: R) => run("post", () => toPosted(doc.stt_rec)), [run, toPosted]);

  return { submit, post, busy };
}
