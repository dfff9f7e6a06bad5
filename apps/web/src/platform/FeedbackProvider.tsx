import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from "react";
import type { FeedbackApis } from "./FeedbackHost";

// Toasts and confirmations load on the first one shown: no first screen waits for the dialog code.
const FeedbackHost = lazy(() => import("./FeedbackHost").then((m) => ({ default: m.FeedbackHost })));

const FeedbackContext = createContext<(() => Promise<FeedbackApis>) | null>(null);

/** Gives useFeedback the toasts and dialogs, loading them when first asked for. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<FeedbackApis>; resolve: (apis: FeedbackApis) => void } | null>(null);
  const apis = useCallback(() => {
    if (!ready.current) {
      let resolve: (apis: FeedbackApis) => void = () => undefined;
      const promise = new Promise<FeedbackApis>((done) => {
        resolve = done;
      });
      ready.current = { promise, resolve };
      setWanted(true);
    }
    return ready.current.promise;
  }, []);
  const onReady = useCallback((loaded: FeedbackApis) => ready.current?.resolve(loaded), []);
  return (
    <FeedbackContext.Provider value={apis}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** The toasts and dialogs, once loaded. */
export function useFeedbackApis(): () => Promise<FeedbackApis> {
  const apis = useContext(FeedbackContext);
  if (!apis) throw new Error("useFeedback needs a FeedbackProvider above it");
  return apis;
}
