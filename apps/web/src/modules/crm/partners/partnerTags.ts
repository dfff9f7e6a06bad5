/** "VIP, Da nhạy cảm," → ["VIP", "Da nhạy cảm"]: the tags a partner's text holds. */
export function splitTags(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}
