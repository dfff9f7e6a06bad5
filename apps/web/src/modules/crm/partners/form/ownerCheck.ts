import type { OwnerAnswer } from "../partnersApi";

/** The salesperson handling the partner that holds a phone or website, as the form tells the user. */
export interface Owner {
  code: string;
  name: string;
  /** The partner to link to, given only when the user may open it (their rights cover that salesperson). */
  partnerId?: string;
}

/** What the server check of who holds a value found: nothing, a partner of the same salesperson, or another's. */
export type Verdict = { kind: "free" } | { kind: "exists" } | { kind: "owned"; owner: Owner };

const FREE: Verdict = { kind: "free" };

/** A check that fails (network, server) counts as valid: the server still refuses a real duplicate. */
async function orFree(check: () => Promise<Verdict>): Promise<Verdict> {
  try {
    return await check();
  } catch {
    return FREE;
  }
}

function owned(answer: OwnerAnswer): Verdict | undefined {
  if (!answer.exists) return undefined;
  const owner: Owner = { code: answer.ma_nvbh, name: answer.ten_nvbh ?? "" };
  if (answer.visible && answer.stt_rec) owner.partnerId = answer.stt_rec;
  return { kind: "owned", owner };
}

/**
 * 'unique-partner-phone-employee', then 'unique-partner-phone': held by another salesperson's partner (who is
 * named), else held by a partner at all ('đã tồn tại').
 */
export function checkPhone(owner: () => Promise<OwnerAnswer>, exists: () => Promise<boolean>): Promise<Verdict> {
  return orFree(async () => owned(await owner()) ?? ((await exists()) ? { kind: "exists" } : FREE));
}

/** 'unique-partner-website-employee': only another salesperson's partner counts. */
export function checkWebsite(owner: () => Promise<OwnerAnswer>): Promise<Verdict> {
  return orFree(async () => owned(await owner()) ?? FREE);
}

/**
 * The text around the owner in a message template: "{{field}} đã được {{owner}} phụ trách" with the field
 * "Điện thoại" gives ["Điện thoại đã được ", " phụ trách"], so that the owner can be drawn as a link.
 */
export function aroundOwner(template: string, field: string): [before: string, after: string] {
  const filled = template.replace(/\{\{field\}\}/g, field);
  const at = filled.indexOf("{{owner}}");
  if (at < 0) return [filled, ""];
  return [filled.slice(0, at), filled.slice(at + "{{owner}}".length)];
}
