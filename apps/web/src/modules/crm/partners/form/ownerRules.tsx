import type { FormRule } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { aroundOwner, type Owner, type Verdict } from "./ownerCheck";

/** "Điện thoại đã được NV002 Trần Minh Khoa phụ trách", the owner a link to the partner when the user may see it. */
export function OwnedMessage({ template, field, owner }: { template: string; field: string; owner: Owner }) {
  const [before, after] = aroundOwner(template, field);
  const name = `${owner.code} ${owner.name}`.trim();
  return (
    <span data-testid="owner-message">
      {before}
      {owner.partnerId ? <Link to={`/crm/partners/${owner.partnerId}`}>{name}</Link> : name}
      {after}
    </span>
  );
}

export interface OwnerRuleTexts {
  /** The message of a value held by another salesperson's partner. */
  owned: (owner: Owner) => ReactNode;
  /** The message of a value held by a partner of the same salesperson, when that counts. */
  exists?: string;
}

/**
 * A form rule asking the server who holds the value, for the salesperson chosen in the form (`ma_nvbh`). The
 * message may hold a link, so the rule fails with the element itself (antd draws it as the field's error).
 */
export function ownerRule(
  check: (value: string, salesperson: string | undefined) => Promise<Verdict>,
  texts: OwnerRuleTexts,
): FormRule {
  return ({ getFieldValue }) => ({
    validator(_rule, value: unknown) {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return Promise.resolve();
      const salesperson = String(getFieldValue("ma_nvbh") ?? "").trim() || undefined;
      return check(text, salesperson).then((verdict) => {
        if (verdict.kind === "owned") return Promise.reject(texts.owned(verdict.owner));
        if (verdict.kind === "exists" && texts.exists) return Promise.reject(new Error(texts.exists));
        return undefined;
      });
    },
  });
}
