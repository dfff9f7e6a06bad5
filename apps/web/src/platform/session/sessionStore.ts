import { create } from "zustand";
import { ApiError, refreshSession, setSelectedBranches } from "../api";
import { readStored, writeStored } from "../storage";
import { isPageUnloading } from "../unloading";
import { allowedBranches, reconcileBranch, reconcileBranches } from "./branchSelection";
import { loadSession } from "./loadSession";
import { keptSession } from "./offlineSession";
import { consumeQueryTokens } from "./queryTokens";
import { clearTokens, isExpired, readTokens, subscribeTokens } from "./tokens";
import type { Branch, SessionData } from "./types";

type Status = "booting" | "loading" | "ready" | "signed-out";

interface SessionState extends Partial<SessionData> {
  status: Status;
  /** Why the last start-up failed, shown on the sign-in page. */
  message?: string;
  allowed: Branch[];
  selectedBranch?: string;
  selectedBranches: string[];
  boot(): Promise<void>;
  load(): Promise<boolean>;
  selectBranch(code: string): void;
  selectBranches(codes: string[]): void;
  reset(message?: string): void;
}

const BRANCH_KEY = "selected_branch";
const BRANCHES_KEY = "selected_branches";
const EMPTY: Partial<SessionData> = {
  user: undefined,
  configs: undefined,
  dictionaries: undefined,
  serverTime: undefined,
  branches: undefined,
  commands: undefined,
  stt: undefined,
  providers: undefined,
};

export const useSession = create<SessionState>()((set, get) => ({
  status: "booting",
  allowed: [],
  selectedBranches: [],

  /** Start-up: expired session → refresh then load; live session → load; none → signed out. */
  async boot() {
    consumeQueryTokens();
    const tokens = readTokens();
    if (!tokens) return set({ status: "signed-out" });
    // A refresh the server did not answer keeps the tokens: the session may open offline.
    if (isExpired(tokens) && !(await refreshSession()) && !readTokens()) return set({ status: "signed-out" });
    await get().load();
  },

  async load() {
    set({ status: "loading", message: undefined });
    try {
      const data = await loadSession().catch((error) => {
        // No answer from the server: a screen that works offline kept this user's session.
        const kept = error instanceof ApiError && error.status === 0 ? keptSession() : undefined;
        if (kept) return kept;
        throw error;
      });
      const allowed = allowedBranches(data.user, data.branches);
      const selectedBranch = reconcileBranch(readStored<string | undefined>(BRANCH_KEY, undefined), allowed);
      const selectedBranches = reconcileBranches(readStored<string[]>(BRANCHES_KEY, []), allowed);
      setSelectedBranches(selectedBranches);
      set({ ...data, allowed, selectedBranch, selectedBranches, status: "ready" });
      return true;
    } catch (error) {
      if (isPageUnloading()) return false;
      // Either step failed: the credentials are deleted and the app still opens, on the sign-in page.
      clearTokens("expired");
      get().reset(error instanceof Error ? error.message : String(error));
      return false;
    }
  },

  selectBranch(code) {
    writeStored(BRANCH_KEY, code);
    set({ selectedBranch: code });
  },

  selectBranches(codes) {
    const selected = reconcileBranches(codes, get().allowed);
    writeStored(BRANCHES_KEY, selected);
    setSelectedBranches(selected);
    set({ selectedBranches: selected });
  },

  reset(message) {
    setSelectedBranches([]);
    set({ ...EMPTY, status: "signed-out", message, allowed: [] });
  },
}));

// Tokens cleared anywhere (a failed refresh, sign-out in another tab) end the session here too.
subscribeTokens(() => {
  if (!readTokens() && useSession.getState().status === "ready") useSession.getState().reset();
});
