import { DOCUMENT_STATUS } from "@sen/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { documentPagesOf } from "@/platform/document/documentPages";
import { billKind } from "./billKind";
import { billParts } from "./billParts";

/** The list, view and edit of retail bills. */
export const billPages = documentPagesOf(billKind, billParts);

/** 'Duyệt hóa đơn bán hàng': the bills awaiting approval (the list's status filter set to it), each with 'Duyệt'. */
export function ApproveBillsPage() {
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
  return unset ? null : <billPages.List />;
}
