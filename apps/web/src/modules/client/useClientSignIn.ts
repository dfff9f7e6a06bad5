import type { FormInstance } from "antd";
import { useState } from "react";
import { ApiError } from "@/platform/api";
import { type CodeSent, clientApi } from "./clientApi";
import { saveClientSession } from "./clientSession";

export interface SignInForm {
  phone: string;
  otp: string;
}

/**
 * The two steps of a customer's sign-in: a code sent to the phone typed, then the code typed back. A refusal shows
 * the server's words: under the field it names, else above the form.
 */
export function useClientSignIn(form: FormInstance<SignInForm>) {
  const [sent, setSent] = useState<CodeSent>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>) {
    setError(undefined);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.entries(failure.errors ?? {}) : [];
      const named = fields.filter(
        (field): field is [keyof SignInForm, string] => field[0] === "phone" || field[0] === "otp",
      );
      if (named.length > 0) form.setFields(named.map(([name, message]) => ({ name, errors: [message] })));
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  async function sendCode() {
    // A phone left empty is said under the field, by the form.
    const phone = await form.validateFields(["phone"]).then(
      (values) => values.phone.trim(),
      () => undefined,
    );
    if (phone === undefined) return;
    await attempt(async () => {
      setSent(await clientApi.sendCode(phone));
      form.setFieldValue("otp", "");
    });
  }

  const signIn = ({ phone, otp }: SignInForm) =>
    attempt(async () => {
      const token = await clientApi.signIn(phone.trim(), otp.trim());
      saveClientSession({
        access_token: token.access_token,
        expires_at: Date.now() + token.expires_in * 1000,
        ...token.customer,
      });
    });

  const otherPhone = () => {
    setSent(undefined);
    setError(undefined);
  };

  return { sent, error, busy, sendCode, signIn, otherPhone };
}
