import { DOCUMENT_STATUS } from "@sen/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { OrderListPage } from "./OrderListPage";

/** 'Duyệt đơn mua hàng': the orders awaiting approval (the list's status filter set to it), each with 'Duyệt'. */
export function ApproveOrdersPage() {
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
  return unset ? null : <OrderListPage />;
}
