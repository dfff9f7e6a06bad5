import { formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../Panel";
import { documentApi, documentKeys, type JournalLine } from "./documentApi";
import type { DocumentBase } from "./documentKind";

const account = (tk: string, name: string | null) => (name ? `${tk} – ${name}` : tk);

/** The journal lines a posted document wrote, and their reversal once cancelled: debit, credit, amount. */
export function DocumentJournal({ kind, id }: { kind: DocumentBase; id: string }) {
  const { t } = useTranslation();
  const calls = useMemo(() => documentApi(kind), [kind]);
  const { data, isLoading } = useQuery({ queryKey: documentKeys.journal(kind, id), queryFn: () => calls.journal(id) });
  return (
    <Panel title={t("document.journal.title")}>
      <Table<JournalLine>
        rowKey="line"
        size="small"
        loading={isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("document.journal.empty") }}
        data-testid="document-journal"
        columns={[
          { key: "no", title: t("document.journal.debit"), render: (_, l) => account(l.tk_no, l.ten_tk_no) },
          { key: "co", title: t("document.journal.credit"), render: (_, l) => account(l.tk_co, l.ten_tk_co) },
          { key: "tien", title: t("document.journal.amount"), align: "right", render: (_, l) => formatNumber(l.tien) },
          { key: "dien_giai", title: t("document.journal.description"), dataIndex: "dien_giai" },
        ]}
      />
    </Panel>
  );
}
