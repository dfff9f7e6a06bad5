import { CAMPAIGN_KINDS, CAMPAIGN_RESULTS, CAMPAIGN_STATUSES, type EnumOption, pick } from "@sen/core";
import type { CampaignResult } from "./campaignsApi";

/** The colours of a contact's results, the same in tags and in the chart. */
export const RESULT_COLOURS: Record<CampaignResult, string> = {
  pending: "#8c8c8c",
  contacted: "#1677ff",
  interested: "#faad14",
  converted: "#52c41a",
  refused: "#ff4d4f",
};

export const STATUS_COLOURS: Record<string, string> = { draft: "default", running: "processing", finished: "success" };

const labelIn = (options: readonly EnumOption[], value: string | null | undefined, language: string) => {
  const option = options.find((o) => o.value === value);
  return option ? pick(option.label, language) : (value ?? "");
};

export const resultLabel = (value: string, language: string) => labelIn(CAMPAIGN_RESULTS, value, language);
export const statusLabel = (value: string, language: string) => labelIn(CAMPAIGN_STATUSES, value, language);
export const kindLabel = (value: string, language: string) => labelIn(CAMPAIGN_KINDS, value, language);

export const resultOptions = (language: string) =>
  CAMPAIGN_RESULTS.map((r) => ({ value: r.value, label: pick(r.label, language) }));
