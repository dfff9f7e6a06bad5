import { Tag } from "antd";
import type { StatusOption } from "./useDocumentStatuses";

/** A document's status as a coloured tag, named as its type names it. */
export function StatusTag({ status, statuses }: { status: string; statuses: readonly StatusOption[] }) {
  const option = statuses.find((s) => s.value === status);
  return (
    <Tag color={option?.color ?? "default"} data-testid="document-status" data-status={status}>
      {option?.label ?? status}
    </Tag>
  );
}
