import type { FormInstance } from "antd";
import { ApiError } from "@/platform/api";

/**
 * Puts a 422 answer's field messages on the form's fields (those the form has); answers whether
 * every message landed, so that the caller shows the rest (or any other failure) as a toast.
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(error.errors)
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0 && fields.length === Object.keys(error.errors).length;
}
