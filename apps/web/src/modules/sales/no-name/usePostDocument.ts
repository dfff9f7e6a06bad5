import { useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@/platform/api";
import { type DocumentBase, documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { documentFieldErrors } from "@/platform/document/formErrors";
import { useFeedback } from "@/platform/useFeedback";
import { type CartPayment, paymentRowErrors } from "../cashier/cart";
import { type NoNameRecord, noNameKeys } from "./noNameApi";

/** Where a refusal lands: the form's inputs, the payment rows (with what was due), the rest above the form. */
interface Placing {
  header: readonly string[];
  lineColumns: readonly string[];
  lines: number;
  payments?: { rows: readonly CartPayment[]; due: number; setErrors: (errors: Record<number, string>) => void };
}

/**
 * Posts a document made on a page of its own, once even when sent again after a lost answer (one Idempotency-Key
 * per body), then opens it; a refusal is put on the inputs and payment rows it names and the rest is listed above
 * the form. Every no-name screen is refreshed after.
 */
export function usePostDocument(kind: DocumentBase, form?: FormInstance) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const keys = useRef(new SubmissionKeys());
  const [problems, setProblems] = useState<string[]>([]);
  const [posting, setPosting] = useState(false);

  const post = async (body: object, placing: Placing, said: (saved: NoNameRecord) => string) => {
    setPosting(true);
    setProblems([]);
    placing.payments?.setErrors({});
    try {
      const saved = await documentApi<NoNameRecord>(kind).create(body, keys.current.keyFor(body));
      keys.current.done();
      feedback.success(said(saved));
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(kind) });
      await queryClient.invalidateQueries({ queryKey: noNameKeys.all });
      navigate(`${kind.path}/${saved.stt_rec}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const errors = error instanceof ApiError ? error.errors : undefined;
      const withoutPayments = Object.fromEntries(
        Object.entries(errors ?? {}).filter(([k]) => !/^payments\.\d/.test(k)),
      );
      const placed = documentFieldErrors(withoutPayments, placing);
      form?.setFields(placed.fields as never);
      if (placing.payments) {
        const { rows, due, setErrors } = placing.payments;
        setErrors(paymentRowErrors(errors, rows, due));
      }
      setProblems(placed.rest);
      const message = error instanceof ApiError ? error.message : String(error);
      feedback.failure([message, ...placed.rest.filter((m) => m !== message)].join(" "));
    } finally {
      setPosting(false);
    }
  };
  return { post, problems, posting };
}
