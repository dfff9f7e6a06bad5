import { DOCUMENT_STATUS_OPTIONS, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/sessionStore";
import { STATE_COLORS } from "./documentStatus";

export interface StatusOption {
  value: string;
  label: string;
  color: string;
}

/**
 * The statuses of a document type as the tenant named them (`system/stt` rows of the `ma_ct`, in the user's
 * language), with their colours; the shared names when the type has no rows.
 */
export function useDocumentStatuses(maCt: string): StatusOption[] {
  const { i18n } = useTranslation();
  const rows = useSession((s) => s.stt);
  const english = i18n.language === "en";
  return useMemo(() => {
    const own = (rows ?? []).filter((row) => row.ma_ct === maCt);
    if (own.length === 0) {
      return DOCUMENT_STATUS_OPTIONS.map(({ value, label }) => ({
        value,
        label: pick(label, i18n.language),
        color: STATE_COLORS[value] ?? "default",
      }));
    }
    return own.map((row) => ({
      value: row.status,
      label: (english && row.ten_stt_en) || row.ten_stt,
      color: row.color || STATE_COLORS[row.status] || "default",
    }));
  }, [rows, maCt, english, i18n.language]);
}
