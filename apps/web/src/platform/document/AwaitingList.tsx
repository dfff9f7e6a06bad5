import { DOCUMENT_STATUS } from "@sen/core";
import { type ComponentType, useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * An approval page ('Duyệt …'): a kind's list with its status filter set to the documents awaiting approval, each
 * opened with 'Duyệt'; the user may still change the filter.
 */
export function AwaitingList({ List }: { List: ComponentType }) {
  const [params, setParams] = useSearchParams();
  const unset = !params.has("status");
  useEffect(() => {
    if (unset) {
      setParams(
        (current) => {
          current.set("status", DOCUMENT_STATUS.awaiting);
          return current;
        },
        { replace: true },
      );
    }
  }, [unset, setParams]);
  return unset ? null : <List />;
}
