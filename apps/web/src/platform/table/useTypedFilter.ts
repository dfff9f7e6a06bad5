import { useEffect, useRef, useState } from "react";
import { useDebounced } from "../entity/inputs/useDebounced";

/**
 * A list filter typed into an input (a card number, a serial): what is typed narrows the list once the typing settles
 * (500 ms); cleared, the filter goes; a link or the back button changing the filter, the input follows.
 */
export function useTypedFilter(value: string | undefined, onChange: (value?: string) => void) {
  const [typed, setTyped] = useState(value ?? "");
  const settled = useDebounced(typed, 500);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => setTyped(value ?? ""), [value]);
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if ((settled || undefined) !== current) change(settled || undefined);
  }, [settled]);
  return [typed, setTyped] as const;
}
