import { useEffect, useRef } from "react";

/** The keys of the counter's other screens: Esc goes back, F9 prints. */
export function useCounterKeys(actions: { back: () => void; print?: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current.back();
      else if (event.key === "F9" && latest.current.print) {
        event.preventDefault();
        latest.current.print();
      } else return;
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
