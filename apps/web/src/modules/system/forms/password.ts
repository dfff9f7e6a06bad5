import type { FormRule } from "antd";

/** The server's password rule: at least 8 characters, with letters and digits. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** antd rule for a new password, with the server's message. */
export const strongPassword = (message: string): FormRule => ({
  validator: (_, value: string | undefined) =>
    !value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * The confirmation must equal `other` (the opposite of the 'duplicate' rule, with the same
 * '{field} … {other}' message shape).
 */
export const sameAs =
  (other: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

/** The 'duplicate' rule: the value must differ from `other`'s; '{field} không được trùng với {other}'. */
export const differentFrom =
  (other: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value !== getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
