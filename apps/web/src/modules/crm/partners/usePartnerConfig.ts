import { useConfigSwitch } from "@/platform/session/useConfigSwitch";

type PartnerConfig = "crm_partner_require_phone" | "crm_partner_validate_website" | "crm_partner_search_detail";

/** A partner switch as the session holds it. */
export function usePartnerConfig(name: PartnerConfig): boolean {
  return useConfigSwitch(name);
}
