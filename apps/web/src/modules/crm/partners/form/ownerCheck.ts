import type { OwnerAnswer } from "../partnersApi";

/** Who the partner holding a phone or website belongs to, as the form tells the user. */
export interface Owner {
  /** The partner's id, for the link to its profile. */
  id: string;
  code: string;
  name: string;
  /** The user may see that salesperson's partners (spec 6): only then is the owner a link. */
  visible: boolean;
}

/** What the checks of spec 5 found: nothing, the value on a partner of the same salesperson, or another's. */
export type Verdict = { kind: "free" } | { kind: "exists" } | { kind: "owned"; owner: Owner };

const FREE: Verdict = { kind: "free" };

/** A check that fails (network, server) counts as valid (spec 5): the server still refuses a real duplicate. */
async function orFree(check: () => Promise<Verdict>): Promise<Verdict> {
  try {
    return await check();
  } catch {
    return FREE;
  }
}

function owned(answer: OwnerAnswer): Verdict | undefined {
  const partner = answer.partner;
  if (!answer.exists || !partner) return undefined;
  return {
    kind: "owned",
    owner: { id: partner.stt_rec, code: partner.ma_nvbh, name: partner.ten_nvbh, visible: partner.visible },
  };
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
