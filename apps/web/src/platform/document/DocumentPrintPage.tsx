import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Flex, Skeleton } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { api } from "../api";
import { useSession } from "../session/sessionStore";
import { type DocumentHead, documentApi, documentKeys } from "./documentApi";
import type { DocumentBase } from "./documentKind";
import type { PrintSheet } from "./documentParts";
import type { PrintHeader } from "./print/PrintFormParts";
import "./print/documentPrint.css";

/**
 * A document's printed form on screen, with 'In phiếu' (the browser's print, the sheet's own paper size, the app
 * hidden) and back.
 */
export function DocumentPrintPage<R extends DocumentHead>({
  kind,
  Sheet,
}: {
  kind: DocumentBase;
  Sheet?: PrintSheet<R>;
}) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const calls = useMemo(() => documentApi<R>(kind), [kind]);
  const branches = useSession((s) => s.branches);
  const doc = useQuery({ queryKey: documentKeys.detail(kind, id), queryFn: () => calls.get(id) });
  const header = useQuery({
    queryKey: ["print-header"],
    queryFn: () => api.get<PrintHeader>("admin/settings/print-header"),
    staleTime: 60_000,
  });
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data || !Sheet) {
    return <Alert type="error" showIcon title={doc.error?.message ?? t("document.notFound")} />;
  }
  const branch = doc.data.ten_dvcs ?? branches?.find((b) => b.ma_dvcs === doc.data?.ma_dvcs)?.ten_dvcs;
  return (
    <Flex vertical gap={12} className="document-print">
      <Flex gap={8} justify="space-between" className="document-print-actions">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`${kind.path}/${id}`)}>
          {t("document.actions.back")}
        </Button>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="document-print-now"
        >
          {t("document.print.print")}
        </Button>
      </Flex>
      <Sheet doc={doc.data} header={header.data} branch={branch} />
    </Flex>
  );
}
