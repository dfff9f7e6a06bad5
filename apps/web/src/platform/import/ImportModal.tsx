import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { BREAKPOINTS, formatNumber } from "@sen/core";
import { Button, Checkbox, Flex, Modal, Progress, Steps, Typography, Upload } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { ImportMapping } from "./ImportMapping";
import { ImportPreview } from "./ImportPreview";
import { ImportReport } from "./ImportReport";
import { downloadTemplate } from "./importFiles";
import type { ImportSpec } from "./importSpec";
import { useImportFlow } from "./useImportFlow";

const STEP_INDEX = { pick: 0, map: 1, preview: 2, importing: 3, report: 3 } as const;

interface ImportModalProps {
  spec: ImportSpec;
  onClose: () => void;
  onImported: () => void;
}

/** 'Nhập từ Excel': template, file, headers, preview of the server's check, import with progress, report. */
export function ImportModal({ spec, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation();
  const flow = useImportFlow(spec, onImported);
  const { state, busy } = flow;
  const importing = state.step === "importing";
  // On a phone the steps would take the whole screen: the step's own content says where the user is.
  const showSteps = useViewportWidth() >= BREAKPOINTS.md;

  let body: ReactNode;
  let footer: ReactNode[] = [];
  switch (state.step) {
    case "pick":
      body = (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {spec.text.pickHint}{" "}
            <Button
              type="link"
              icon={<DownloadOutlined />}
              onClick={() => void downloadTemplate(spec.columns, spec.template.sheet, spec.template.file)}
              style={{ padding: 0 }}
              data-testid="import-template"
            >
              {t("dataImport.template")}
            </Button>
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void flow.readFile(file);
              return Upload.LIST_IGNORE;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t("dataImport.drop")}</p>
          </Upload.Dragger>
        </Flex>
      );
      break;
    case "map":
      body = (
        <Flex vertical gap={8}>
          <ImportMapping
            columns={spec.columns}
            fileName={state.fileName}
            sheet={state.sheet}
            mapping={state.mapping}
            onChange={flow.setColumn}
          />
          {spec.updates && (
            <Checkbox
              checked={flow.options.cap_nhat === true}
              onChange={(e) => flow.setOptions({ cap_nhat: e.target.checked })}
              data-testid="import-update"
            >
              {t("dataImport.updateExisting")}
            </Checkbox>
          )}
        </Flex>
      );
      footer = [
        <Button key="back" onClick={flow.restart}>
          {t("dataImport.otherFile")}
        </Button>,
        <Button key="check" type="primary" loading={busy} onClick={flow.check} data-testid="import-check">
          {t("dataImport.check")}
        </Button>,
      ];
      break;
    case "preview": {
      const good = state.rows.filter((r) => r.problems.length === 0).length;
      body = <ImportPreview rows={state.rows} shown={spec.shown} />;
      footer = [
        <Button key="back" onClick={flow.restart}>
          {t("dataImport.otherFile")}
        </Button>,
        <Button key="run" type="primary" disabled={good === 0} onClick={flow.run} data-testid="import-run">
          {t("dataImport.run", { n: formatNumber(good) })}
        </Button>,
      ];
      break;
    }
    case "importing":
      body = (
        <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
          <Progress
            type="circle"
            percent={state.total ? Math.floor((state.done * 100) / state.total) : 100}
            data-testid="import-progress"
          />
          <Typography.Text>
            {t("dataImport.progress", { done: formatNumber(state.done), total: formatNumber(state.total) })}
          </Typography.Text>
        </Flex>
      );
      break;
    case "report":
      body = <ImportReport spec={spec} created={state.created} updated={state.updated} skipped={state.skipped} />;
      footer = [
        <Button key="again" onClick={flow.restart}>
          {t("dataImport.again")}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t("dataImport.close")}
        </Button>,
      ];
      break;
  }

  return (
    <Modal
      open
      title={spec.text.title}
      width={960}
      onCancel={importing ? undefined : onClose}
      closable={!importing}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
      data-testid="import-modal"
    >
      <Flex vertical gap={16}>
        {showSteps && (
          <Steps
            size="small"
            current={STEP_INDEX[state.step]}
            items={[
              { title: t("dataImport.steps.file") },
              { title: t("dataImport.steps.map") },
              { title: t("dataImport.steps.check") },
              { title: t("dataImport.steps.done") },
            ]}
          />
        )}
        {body}
      </Flex>
    </Modal>
  );
}
