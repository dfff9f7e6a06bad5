import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { BREAKPOINTS, formatNumber } from "@sen/core";
import { Button, Flex, Modal, Progress, Steps, Typography, Upload } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { ImportMapping } from "./ImportMapping";
import { ImportPreview } from "./ImportPreview";
import { ImportReport } from "./ImportReport";
import { downloadTemplate } from "./importFiles";
import { useImportFlow } from "./useImportFlow";

const STEP_INDEX = { pick: 0, map: 1, preview: 2, importing: 3, report: 3 } as const;

/** 'Nhập từ Excel': template, file, headers, preview of the server's check, import with progress, report. */
export function ImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const flow = useImportFlow(onImported);
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
            {t("crmPartners.import.pickHint")}{" "}
            <Button
              type="link"
              icon={<DownloadOutlined />}
              onClick={() => void downloadTemplate()}
              style={{ padding: 0 }}
              data-testid="import-template"
            >
              {t("crmPartners.import.template")}
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
            <p className="ant-upload-text">{t("crmPartners.import.drop")}</p>
          </Upload.Dragger>
        </Flex>
      );
      break;
    case "map":
      body = (
        <ImportMapping
          fileName={state.fileName}
          sheet={state.sheet}
          mapping={state.mapping}
          onChange={flow.setColumn}
        />
      );
      footer = [
        <Button key="back" onClick={flow.restart}>
          {t("crmPartners.import.otherFile")}
        </Button>,
        <Button key="check" type="primary" loading={busy} onClick={flow.check} data-testid="import-check">
          {t("crmPartners.import.check")}
        </Button>,
      ];
      break;
    case "preview": {
      const good = state.rows.filter((r) => r.problems.length === 0).length;
      body = <ImportPreview rows={state.rows} />;
      footer = [
        <Button key="back" onClick={flow.restart}>
          {t("crmPartners.import.otherFile")}
        </Button>,
        <Button key="run" type="primary" disabled={good === 0} onClick={flow.run} data-testid="import-run">
          {t("crmPartners.import.run", { n: formatNumber(good) })}
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
            {t("crmPartners.import.progress", { done: formatNumber(state.done), total: formatNumber(state.total) })}
          </Typography.Text>
        </Flex>
      );
      break;
    case "report":
      body = <ImportReport created={state.created} skipped={state.skipped} />;
      footer = [
        <Button key="again" onClick={flow.restart}>
          {t("crmPartners.import.again")}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t("crmPartners.import.close")}
        </Button>,
      ];
      break;
  }

  return (
    <Modal
      open
      title={t("crmPartners.import.title")}
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
              { title: t("crmPartners.import.steps.file") },
              { title: t("crmPartners.import.steps.map") },
              { title: t("crmPartners.import.steps.check") },
              { title: t("crmPartners.import.steps.done") },
            ]}
          />
        )}
        {body}
      </Flex>
    </Modal>
  );
}
