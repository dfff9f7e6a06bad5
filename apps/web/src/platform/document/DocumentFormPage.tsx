import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PrinterOutlined,
  SaveOutlined,
  StopOutlined,
} from "@ant-design/icons";
import { DOCUMENT_STATUS, pick } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Flex, Form, Skeleton } from "antd";
import { type ReactNode, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { StickyActions } from "../forms/StickyActions";
import { Panel } from "../Panel";
import { BackTitle } from "./BackTitle";
import { DocumentJournal } from "./DocumentJournal";
import { type DocumentHead, documentApi, documentKeys } from "./documentApi";
import type { DocumentBase } from "./documentKind";
import type { FormParts } from "./documentParts";
import { isEditable } from "./documentStatus";
import { StatusTag } from "./StatusTag";
import { useDocumentActions } from "./useDocumentActions";
import { useDocumentStatuses } from "./useDocumentStatuses";
import { useDocumentSubmit } from "./useDocumentSubmit";

type Mode = "new" | "view" | "edit";

/** What a module adds to a saved document's buttons (an order's 'Tạo phiếu nhập'). */
export type MoreActions<R extends DocumentHead> = (doc: R) => ReactNode;

interface FormProps<R extends DocumentHead, V extends object> {
  kind: DocumentBase;
  parts: FormParts<R, V>;
  more?: MoreActions<R>;
}

/**
 * One form for a new document, a draft being edited and a saved one viewed: the parts' header and lines. A new or draft
 * document is saved as a draft ('Lưu nháp') or posted ('Ghi sổ'); a posted one is printed or cancelled ('Hủy phiếu',
 * confirmed); a draft is deleted. A document that is no longer a draft opens read-only whatever the address says.
 */
export function DocumentFormPage<R extends DocumentHead, V extends object>({
  kind,
  parts,
  mode,
  more,
}: FormProps<R, V> & { mode: Mode }) {
  const { id } = useParams();
  const calls = useMemo(() => documentApi<R>(kind), [kind]);
  const { data, isLoading, error } = useQuery({
    queryKey: documentKeys.detail(kind, id ?? ""),
    queryFn: () => calls.get(id as string),
    enabled: mode !== "new" && Boolean(id),
  });
  if (mode !== "new" && isLoading) return <Skeleton active />;
  if (mode !== "new" && (error || !data)) return <Alert type="error" showIcon title={error?.message} />;
  return (
    <DocumentEditor
      key={data?.stt_rec ?? "new"}
      kind={kind}
      parts={parts}
      doc={data}
      editing={mode !== "view" && isEditable(data?.status)}
      more={more}
    />
  );
}

function DocumentEditor<R extends DocumentHead, V extends object>({
  kind,
  parts,
  doc,
  editing,
  more,
}: FormProps<R, V> & { doc?: R; editing: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const statuses = useDocumentStatuses(kind.maCt);
  const { rights, cancel, remove } = useDocumentActions(kind, () => navigate(kind.path));
  const { submit, post, busy } = useDocumentSubmit(kind, parts, form, doc);
  const initial = useMemo<V>(() => (doc ? parts.toValues(doc) : parts.initial()), [doc, parts]);
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const draft = isEditable(doc?.status);
  // Posting a new document creates it; posting a draft changes it.
  // An awaiting document is posted by an approver only.
  const canPost =
    draft && (doc ? rights.edit : rights.add) && (doc?.status !== DOCUMENT_STATUS.awaiting || rights.approve);
  const sends = !rights.approve || (kind.alwaysAwaits && doc?.status !== DOCUMENT_STATUS.awaiting);
  const postLabel = !kind.approver ? "post" : sends ? "sendForApproval" : "approve";
  const open = (saved?: R) => saved && navigate(`${kind.path}/${saved.stt_rec}`, { replace: true });
  const title = doc
    ? `${pick(kind.title, i18n.language)} ${doc.so_ct}`
    : t("document.newTitle", { title: pick(kind.title, i18n.language).toLowerCase() });

  return (
    <Form form={form} layout="vertical" initialValues={initial} disabled={!editing} data-testid="document-form">
      <Flex vertical gap={12}>
        <Panel
          title={
            <BackTitle onBack={() => navigate(kind.path)}>
              <span>{title}</span>
              {doc && <StatusTag status={doc.status} statuses={statuses} />}
            </BackTitle>
          }
        >
          <parts.Header number={doc?.so_ct} />
        </Panel>
        <Panel title={t(parts.linesTitle ?? "document.lines.title")}>
          <parts.Lines form={form} editing={editing} />
        </Panel>
        {doc && kind.journal && (doc.status === DOCUMENT_STATUS.posted || doc.status === DOCUMENT_STATUS.cancelled) && (
          <DocumentJournal kind={kind} id={doc.stt_rec} />
        )}
        <StickyActions>
          {doc && draft && rights.del && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove(doc)}
              disabled={false}
              data-testid="document-delete"
            >
              {t("document.actions.delete")}
            </Button>
          )}
          {doc && doc.status === DOCUMENT_STATUS.posted && rights.edit && (
            <Button
              danger
              icon={<StopOutlined />}
              onClick={() => cancel(doc)}
              disabled={false}
              data-testid="document-cancel"
            >
              {t("document.actions.cancel")}
            </Button>
          )}
          {doc && more?.(doc)}
          {doc && rights.print && kind.print && (
            <Button
              icon={<PrinterOutlined />}
              onClick={() => navigate(`${kind.path}/${doc.stt_rec}/print`)}
              disabled={false}
              data-testid="document-print"
            >
              {t("document.actions.print")}
            </Button>
          )}
          {doc && draft && !editing && rights.edit && (
            <Button
              icon={<EditOutlined />}
              onClick={() => navigate(`${kind.path}/${doc.stt_rec}/edit`)}
              disabled={false}
              data-testid="document-edit"
            >
              {t("document.actions.edit")}
            </Button>
          )}
          {editing && (
            <Button
              icon={<SaveOutlined />}
              loading={busy === "draft"}
              disabled={Boolean(busy)}
              onClick={async () => open(await submit("draft"))}
              data-testid="document-save-draft"
            >
              {t("document.actions.saveDraft")}
            </Button>
          )}
          {canPost && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busy === "post"}
              disabled={Boolean(busy)}
              onClick={async () => open(editing ? await submit("post") : doc && (await post(doc)))}
              data-testid="document-post"
            >
              {t(`document.actions.${postLabel}`)}
            </Button>
          )}
        </StickyActions>
      </Flex>
    </Form>
  );
}
