import { PlusSquareOutlined } from "@ant-design/icons";
import {
  API_DATE_FORMAT,
  DOCUMENT_STATUS,
  formatNumber,
  type NumberField,
  noNameCardEntity,
  type ReferenceField,
} from "@sen/core";
import { Alert, Button, Col, Form, Input, Modal, Row, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { documentApi, SubmissionKeys } from "@/platform/document";
import { documentFieldErrors } from "@/platform/document/formErrors";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { useFeedback } from "@/platform/useFeedback";
import type { NoNameRecord } from "./noNameApi";
import { issueKind } from "./noNameKinds";

interface IssueValues {
  ma_loai?: string;
  tien_to?: string;
  tu_so?: number | null;
  den_so?: number | null;
  so_luong?: number | null;
  do_dai?: number | null;
}

const CARD_TYPE = noNameCardEntity.fields.find((f) => f.name === "ma_loai") as ReferenceField;
const whole = (name: string, max: number): NumberField => ({
  name,
  kind: "number",
  label: { vi: name, en: name },
  min: 0,
  max,
  precision: 0,
  grouped: false,
});
const FIELDS = ["ma_loai", "tien_to", "tu_so", "den_so", "so_luong", "do_dai"];

/**
 * 'Phát hành thẻ' on the card list: a batch of cards of a type, numbered by a serial prefix and a range (or a count
 * after the last serial of the prefix), issued into the selected branch's stock at once (PV1, posted).
 */
export function IssueCardsButton({ onIssued }: { onIssued: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const rights = useDocumentRights(issueKind);
  const ma_dvcs = useDocumentBranch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [form] = Form.useForm<IssueValues>();
  const keys = useRef(new SubmissionKeys());
  if (!rights.add) return null;

  const issue = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = {
      ngay_ct: dayjs().format(API_DATE_FORMAT),
      ...(ma_dvcs ? { ma_dvcs } : {}),
      status: DOCUMENT_STATUS.posted,
      ma_loai: values.ma_loai,
      tien_to: values.tien_to?.trim() ?? "",
      ...Object.fromEntries(
        (["tu_so", "den_so", "so_luong", "do_dai"] as const).flatMap((k) =>
          values[k] == null ? [] : [[k, values[k]]],
        ),
      ),
    };
    setBusy(true);
    setProblems([]);
    try {
      const saved = await documentApi<NoNameRecord>(issueKind).create(body, keys.current.keyFor(body));
      keys.current.done();
      const run = saved.details[0];
      feedback.success(
        t("noName.issue.done", {
          count: formatNumber(saved.so_luong ?? 0),
          tu_seri: run?.tu_seri,
          den_seri: run?.den_seri,
        }),
      );
      setOpen(false);
      form.resetFields();
      onIssued();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const placed = documentFieldErrors(error instanceof ApiError ? error.errors : undefined, {
        header: FIELDS,
        lineColumns: [],
        lines: 0,
      });
      form.setFields(placed.fields as never);
      setProblems(
        placed.rest.length > 0 || placed.fields.length > 0 ? placed.rest : [String((error as Error).message)],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<PlusSquareOutlined />} onClick={() => setOpen(true)} data-testid="no-name-issue">
        {t("noName.issue.button")}
      </Button>
      <Modal
        open={open}
        title={t("noName.issue.title")}
        okText={t("noName.issue.submit")}
        onOk={issue}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        okButtonProps={{ id: "no-name-issue-submit" }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ do_dai: 6 }} data-testid="no-name-issue-form">
          {problems.length > 0 && (
            <Alert type="error" showIcon title={problems.join(" ")} style={{ marginBottom: 12 }} />
          )}
          <Typography.Paragraph type="secondary">{t("noName.issue.hint")}</Typography.Paragraph>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="ma_loai"
                label={t("noName.type")}
                rules={[{ required: true, message: t("document.required", { field: t("noName.type").toLowerCase() }) }]}
              >
                <ReferenceSelect field={CARD_TYPE} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="tien_to"
                label={t("noName.issue.prefix")}
                getValueFromEvent={(e) => e.target.value.replace(/\s+/g, "").toUpperCase()}
              >
                <Input maxLength={20} placeholder={t("noName.issue.prefixHint")} data-testid="no-name-issue-prefix" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="tu_so" label={t("noName.issue.from")} tooltip={t("noName.issue.fromHint")}>
                <NumberInput field={whole("tu_so", 1e12)} aria-label={t("noName.issue.from")} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="den_so" label={t("noName.issue.to")}>
                <NumberInput field={whole("den_so", 1e12)} aria-label={t("noName.issue.to")} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="so_luong" label={t("noName.issue.count")}>
                <NumberInput field={whole("so_luong", 10_000)} aria-label={t("noName.issue.count")} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="do_dai" label={t("noName.issue.digits")}>
                <NumberInput field={whole("do_dai", 12)} aria-label={t("noName.issue.digits")} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
    </>
  );
}
