import { useMemo } from "react";
import type { DocumentBase } from "@/platform/document";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { serviceKind } from "./serviceKind";

/**
 * The service bill's kind as the shop runs it: with an approval step ('Gửi duyệt', an approver's 'Duyệt') only while
 * `sale_service_require_approve` is on; otherwise saving posts it ('Ghi sổ').
 */
export function useServiceKind(): DocumentBase {
  const approval = useConfigSwitch("sale_service_require_approve");
  return useMemo(() => (approval ? serviceKind : { ...serviceKind, approver: undefined }), [approval]);
}
