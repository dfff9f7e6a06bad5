import { toApiDate } from "@sen/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { dayjs } from "@/platform/dates";
import { documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { type ServingRecord, servingKind } from "./servingKind";

/** A package picked at the till: how many of its sessions, by whom. */
export interface TillPick {
  ma_vt: string;
  so_luong: number;
  ma_nv?: string;
}

const servings = documentApi<ServingRecord>(servingKind);

/**
 * The till's picks (package id → sessions and technician) and the one request that saves them as a serving of the
 * customer: posted now (`post`), or opened as a draft waiting on the process board (`queue`).
 */
export function useServingTill() {
  const client = useQueryClient();
  const [picks, setPicks] = useState<Record<string, TillPick>>({});
  const keys = useRef(new SubmissionKeys());
  const save = useMutation({
    mutationFn: ({ body }: { body: object }) => servings.create(body, keys.current.keyFor(body)),
    onSuccess: () => {
      keys.current.done();
      setPicks({});
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["sales", "servings"] }),
        client.invalidateQueries({ queryKey: documentKeys.all(servingKind) }),
      ]),
  });
  const submit = (ma_kh: string, ma_phong: string | undefined, status: string) =>
    save.mutateAsync({
      body: {
        ngay_ct: toApiDate(dayjs()),
        ma_kh,
        ma_phong: ma_phong || null,
        status,
        details: Object.entries(picks).map(([stt_rec_goi, p]) => ({
          stt_rec_goi,
          ma_vt: p.ma_vt,
          so_luong: p.so_luong,
          ma_nv: p.ma_nv || null,
        })),
      },
    });
  return { picks, setPicks, submit, saving: save.isPending, last: save.data };
}
