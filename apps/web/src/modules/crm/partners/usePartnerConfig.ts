import { configIsTrue, KNOWN_CONFIGS } from "@sen/core";
import { useSession } from "@/platform/session/sessionStore";

type PartnerConfig = "crm_partner_require_phone" | "crm_partner_validate_website" | "crm_partner_search_detail";

/** A partner switch as the session holds it ('t' is on); its built-in default until the configs are loaded. */
export function usePartnerConfig(name: PartnerConfig): boolean {
  const stored = useSession((s) => s.configs?.find((c) => c.name === name)?.value);
  return configIsTrue(stored ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default);
}
