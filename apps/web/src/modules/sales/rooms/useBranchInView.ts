import { useState } from "react";
import { useSession } from "@/platform/session/sessionStore";

/**
 * The one branch a rooms screen shows: the selected one, else the one picked among those selected (or allowed), and
 * the choices to pick from when there are several.
 */
export function useBranchInView() {
  const allowed = useSession((s) => s.allowed);
  const selected = useSession((s) => s.selectedBranches);
  const inView = selected.length > 0 ? selected : allowed.map((b) => b.ma_dvcs);
  const [chosen, setChosen] = useState<string>();
  const branch = inView.length === 1 ? inView[0] : chosen && inView.includes(chosen) ? chosen : inView[0];
  const choices = allowed
    .filter((b) => inView.includes(b.ma_dvcs))
    .map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }));
  return { branch, choices: choices.length > 1 ? choices : [], choose: setChosen };
}
