import { CUSTOMER_CARD_LEVEL_OPTIONS, pick } from "@sen/core";
import { useTranslation } from "react-i18next";

/** A card level's name in the user's language ("Vàng"). */
export function useLevelName() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined) => {
    const option = CUSTOMER_CARD_LEVEL_OPTIONS.find((o) => o.value === value);
    return option ? pick(option.label, i18n.language) : (value ?? "");
  };
}
