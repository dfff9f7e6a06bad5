import { isValidPhone, normalizePhone } from "@sen/core";
import type { FormRule } from "antd";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { partnersApi } from "../partnersApi";
import { usePartnerConfig } from "../usePartnerConfig";
import { checkPhone, checkWebsite, type Owner, type Verdict } from "./ownerCheck";
import { OwnedMessage, ownerRule } from "./ownerRules";

const FREE: Verdict = { kind: "free" };

/**
 * The server checks of the partner form: who holds the phone, and the website when
 * crm_partner_validate_website is on. Each answer is asked once per value and salesperson (typing, leaving the
 * field and saving do not ask again); a failed call is forgotten so that the next try asks anew.
 */
export function usePartnerChecks(id: string | undefined, labels: { phone: string; website: string }) {
  const { t } = useTranslation();
  const validateWebsite = usePartnerConfig("crm_partner_validate_website");
  const answers = useRef(new Map<string, Promise<unknown>>());

  return useMemo(() => {
    function once<T>(key: string, call: () => Promise<T>): Promise<T> {
      let answer = answers.current.get(key) as Promise<T> | undefined;
      if (!answer) {
        answer = call();
        answers.current.set(key, answer);
        answer.catch(() => answers.current.delete(key));
      }
      return answer;
    }
    const owned = (label: string) => (owner: Owner) => (
      <OwnedMessage template={t("crmPartners.form.owned")} field={label} owner={owner} />
    );

    const phone: FormRule = ownerRule(
      (value, salesperson) => {
        if (!isValidPhone(value.replace(/\s+/g, ""))) return Promise.resolve(FREE);
        const number = normalizePhone(value);
        return checkPhone(
          () =>
            once(`owner|phone|${number}|${salesperson ?? ""}`, () =>
              partnersApi.owner(id, "phone", number, salesperson),
            ),
          () => once(`exists|phone|${number}`, () => partnersApi.phoneExists(id, number)),
        );
      },
      { owned: owned(labels.phone), exists: t("entity.exists", { field: labels.phone }) },
    );
    const website: FormRule | undefined = validateWebsite
      ? ownerRule(
          (value, salesperson) =>
            checkWebsite(() =>
              once(`owner|website|${value}|${salesperson ?? ""}`, () =>
                partnersApi.owner(id, "website", value, salesperson),
              ),
            ),
          { owned: owned(labels.website) },
        )
      : undefined;
    return { phone, website };
  }, [id, labels.phone, labels.website, validateWebsite, t]);
}
