import { createContext, type ReactNode, useContext } from "react";

/** A reference's value with the name to show for it. */
export interface PrefilledReference {
  value: string;
  label: string;
}

const Prefill = createContext<Record<string, PrefilledReference>>({});

/**
 * Fixes the starting choice of large references (by field name) in the generic forms opened inside: a partner's
 * profile opens "Thêm lịch hẹn" with the partner already chosen. The choice stays editable.
 */
export function ReferencePrefill({
  values,
  children,
}: {
  values: Record<string, PrefilledReference>;
  children: ReactNode;
}) {
  return <Prefill.Provider value={values}>{children}</Prefill.Provider>;
}

export function usePrefilledReference(field: string): PrefilledReference | undefined {
  return useContext(Prefill)[field];
}
