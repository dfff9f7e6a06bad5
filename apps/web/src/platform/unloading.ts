let unloading = false;

if (typeof window !== "undefined") {
  window.addEventListener("beforeunload", () => {
    unloading = true;
  });
  window.addEventListener("pageshow", () => {
    unloading = false;
  });
}

/**
 * True while the page is being left or reloaded: calls cut short then are not failures of the
 * session (a reload during start-up must not sign the user out).
 */
export function isPageUnloading(): boolean {
  return unloading;
}
