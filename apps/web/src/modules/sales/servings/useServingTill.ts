import { toApiDate } from "@sen/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { dayjs } from "@/platform/dates";
import { documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { type CartPayment, newPayment, paymentsFor } from "../cashier/cart";
import { useLinesQuote } from "../useLinesQuote";
import { type ServingLine, type ServingRecord, servingKind } from "./servingKind";
import { servingsApi } from "./servingsApi";

/** A line at the till: the service, how many (sessions, or turns), by whom. */
export interface TillPick {
  ma_vt?: string;
  so_luong: number;
  ma_nv?: string;
}

/** A single service added at the till, paid now. */
export interface TillSingle extends TillPick {
  key: number;
}

const servings = documentApi<ServingRecord>(servingKind);
let singles = 0;
export const newSingle = (): TillSingle => ({ key: ++singles, so_luong: 1 });

/** The till's rows in the order they are sent: the packages picked (sessions or money), then the single services. */
function tillRows(picks: Record<string, TillPick>, added: readonly TillSingle[]) {
  return [
    ...Object.entries(picks).map(([stt_rec_goi, p]) => ({ ...p, stt_rec_goi })),
    ...added.map((p) => ({ ...p, stt_rec_goi: null })),
  ];
}

/**
 * The till's picks (package id → service, sessions or turns, technician), its single services paid now and their
 * payments; the server's price of them as they stand (`POST sales/servings/quote`: what each line is worth, what the
 * services paid now come to); and the one request that saves them as a serving of the customer: posted now (its
 * services paid now sold on a service bill in the same request), or opened as a draft waiting on the process board.
 */
export function useServingTill(ma_kh?: string, ma_phong?: string) {
  const client = useQueryClient();
  const [picks, setPicks] = useState<Record<string, TillPick>>({});
  const [added, setAdded] = useState<TillSingle[]>([]);
  const [payments, setPayments] = useState<CartPayment[]>(() => [newPayment("TM")]);
  const keys = useRef(new SubmissionKeys());
  const rows = useMemo(() => tillRows(picks, added), [picks, added]);
  const draft = useMemo(() => {
    const sent = rows.flatMap((r, i) => (r.ma_vt ? [i] : []));
    if (!ma_kh || sent.length === 0) return undefined;
    return { body: bodyOf(ma_kh, ma_phong, rows, []), sent };
  }, [ma_kh, ma_phong, rows]);
  const quote = useLinesQuote<ServingRecord>("servings", draft, servingsApi.quote);
  const due = added.length > 0 ? Number(quote.priced?.tien_dv ?? 0) : 0;
  const reset = () => {
    setPicks({});
    setAdded([]);
    setPayments([newPayment("TM")]);
  };
  const save = useMutation({
    mutationFn: ({ body }: { body: object }) => servings.create(body, keys.current.keyFor(body)),
    onSuccess: () => {
      keys.current.done();
      reset();
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["sales", "servings"] }),
        client.invalidateQueries({ queryKey: documentKeys.all(servingKind) }),
      ]),
  });
  const submit = (status: string) =>
    save.mutateAsync({
      body: {
        ...bodyOf(String(ma_kh), ma_phong, rows, added.length > 0 ? paymentsFor({ payments }, due) : []),
        status,
      },
    });
  return {
    picks,
    setPicks,
    added,
    setAdded,
    payments,
    setPayments,
    due,
    /** The priced line of row `index` (packages picked first, then single services). */
    lineOf: (index: number) => quote.lineOf(index) as ServingLine | undefined,
    priced: quote.priced,
    refusal: quote.refusal,
    reset,
    submit,
    saving: save.isPending,
    last: save.data,
  };
}

function bodyOf(ma_kh: string, ma_phong: string | undefined, rows: ReturnType<typeof tillRows>, payments: object[]) {
  return {
    ngay_ct: toApiDate(dayjs()),
    ma_kh,
    ma_phong: ma_phong || null,
    details: rows
      .filter((r) => r.ma_vt)
      .map((r) => ({ stt_rec_goi: r.stt_rec_goi, ma_vt: r.ma_vt, so_luong: r.so_luong, ma_nv: r.ma_nv || null })),
    payments,
  };
}
