import { type Field, isValidPhone } from "@sen/core";
import type { FormRule } from "antd";

/** The form's messages, by key, with {{field}}, {{other}} and {{max}} filled in (i18n `entity.*`). */
export type Say = (
  key: "required" | "invalid" | "exists" | "duplicate" | "tooLong",
  values: Record<string, string | number>,
) => string;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";
const URL_PATTERN = /^https?:\/\/\S+\.\S+$/i;

const TEXT_KINDS = new Set(["text", "code", "phone", "email", "url"]);

/** Blank text counts as missing; `whitespace` only for texts, as antd refuses every number and date with it. */
export function requiredRule(label: string, say: Say, text = true): FormRule {
  return { required: true, ...(text ? { whitespace: true } : {}), message: say("required", { field: label }) };
}

/**
 * The 'unique-property' rule: the server says whether another record holds the value ('{field} đã tồn tại').
 * A check that fails counts as valid (the server refuses a real duplicate on save anyway). Checked when the
 * input loses focus and on save, not on every keystroke.
 */
export function uniquePropertyRule(label: string, exists: (value: string) => Promise<boolean>, say: Say): FormRule {
  return {
    validateTrigger: "onBlur",
    async validator(_rule, value: unknown) {
      if (isBlank(value)) return;
      let taken = false;
      try {
        taken = await exists(String(value).trim());
      } catch {
        return;
      }
      if (taken) throw new Error(say("exists", { field: label }));
    },
  };
}

/** The 'duplicate' rule: the value must differ from another field's ('{field} không được trùng với {other}'). */
export function duplicateRule(label: string, other: string, otherLabel: string, say: Say): FormRule {
  return ({ getFieldValue }) => ({
    validator(_rule, value: unknown) {
      const otherValue: unknown = getFieldValue(other);
      if (isBlank(value) || isBlank(otherValue)) return Promise.resolve();
      const same = String(value).trim().toLowerCase() === String(otherValue).trim().toLowerCase();
      return same
        ? Promise.reject(new Error(say("duplicate", { field: label, other: otherLabel })))
        : Promise.resolve();
    },
  });
}

/** What the kind itself requires of a value: a phone, an e-mail address, a web address, a length. */
export function kindRules(field: Field, label: string, say: Say): FormRule[] {
  const invalid = say("invalid", { field: label });
  switch (field.kind) {
    case "email":
      return [{ type: "email", message: invalid }];
    case "url":
      return [{ pattern: URL_PATTERN, message: invalid }];
    case "phone":
      return [
        {
          validator: (_rule, value: unknown) =>
            isBlank(value) || isValidPhone(String(value).replace(/\s+/g, ""))
              ? Promise.resolve()
              : Promise.reject(new Error(invalid)),
        },
      ];
    default:
      return [];
  }
}

export interface RuleContext {
  /** The field's label in the user's language. */
  label: (name: string) => string;
  say: Say;
  /** Whether another record holds `value` in `field` (`GET crm/{entity}/{id}/exists/{field}/{value}`). */
  exists: (field: string, value: string) => Promise<boolean>;
}

/** Every rule of a field, from its definition. */
export function fieldRules(field: Field, context: RuleContext): FormRule[] {
  const label = context.label(field.name);
  const rules: FormRule[] = [];
  if (field.required && field.kind !== "boolean")
    rules.push(requiredRule(label, context.say, TEXT_KINDS.has(field.kind)));
  rules.push(...kindRules(field, label, context.say));
  if (field.differentFrom) {
    rules.push(duplicateRule(label, field.differentFrom, context.label(field.differentFrom), context.say));
  }
  if (field.unique) {
    rules.push(uniquePropertyRule(label, (value) => context.exists(field.name, value), context.say));
  }
  return rules;
}
