import { useSession } from "../session/sessionStore";

/**
 * The branch a new document belongs to: the one the user works in, when it is in view; else the only one in view
 * (several in view and the one worked in out of them: none, and the form asks).
 */
export function useDocumentBranch(): string | undefined {
  const selected = useSession((s) => s.selectedBranch);
  const inView = useSession((s) => s.selectedBranches);
  if (selected && inView.includes(selected)) return selected;
  return inView.length === 1 ? inView[0] : undefined;
}
