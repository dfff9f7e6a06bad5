import { type RefObject, useEffect, useRef } from "react";

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** A dialog is open above the table: its keys are its own. */
const dialogOpen = () =>
  [...document.querySelectorAll(".ant-modal-wrap")].some((wrap) => getComputedStyle(wrap).display !== "none");

/**
 * F3 focuses the search box (instead of the browser's find); Ctrl+Left and Ctrl+Right go to the previous
 * and next page, except while typing, where they move the caret by words.
 */
export function useTableHotkeys(
  search: RefObject<{ focus: () => void } | null>,
  previous: () => void,
  next: () => void,
) {
  const actions = useRef({ previous, next });
  actions.current = { previous, next };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F3") {
        event.preventDefault();
        if (!dialogOpen()) search.current?.focus();
        return;
      }
      if (!event.ctrlKey || event.altKey || event.shiftKey || event.metaKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (isEditable(event.target) || dialogOpen()) return;
      event.preventDefault();
      if (event.key === "ArrowLeft") actions.current.previous();
      else actions.current.next();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [search]);
}
