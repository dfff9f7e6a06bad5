import { configIsTrue, KNOWN_CONFIGS } from "@sen/core";
import { useSession } from "./sessionStore";

/** A config switch as the session holds it ('t' is on); its built-in default until the configs are loaded. */
export function useConfigSwitch(name: string): boolean {
  const stored = useSession((s) => s.configs?.find((c) => c.name === name)?.value);
  return configIsTrue(stored ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default);
}
