import { SwapOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DOCUMENT_STATUS, NO_NAME_TRANSFER, NO_NAME_TRANSFER_OPTIONS, pick } from "@sen/core";
import { Col, Form, Radio, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dayjs } from "@/platform/dates";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { useSession } from "@/platform/session/sessionStore";
import { DateNoteInputs } from "./DateNoteInputs";
import { LineInputs } from "./LineInputs";
import { transferKind } from "./noNameKinds";
import { usePostDocument } from "./usePostDocument";

interface TransferLineValues {
  tu_seri?: string;
  den_seri?: string;
  so_seri_nhan?: string;
  tien?: number | null;
}

interface TransferFormValues {
  ngay_ct: Dayjs;
  dien_giai?: string;
  loai_chuyen: string;
  ma_dvcs_nhan?: string;
  details: TransferLineValues[];
}

/** A line as sent: a run of cards to a branch, or a balance from card to card (all of it when no amount is typed). */
const lineOf = (byCard: boolean) => (l: TransferLineValues) =>
  byCard
    ? { tu_seri: l.tu_seri, so_seri_nhan: l.so_seri_nhan, ...(l.tien ? { tien: l.tien } : {}) }
    : { tu_seri: l.tu_seri, ...(l.den_seri ? { den_seri: l.den_seri } : {}) };

/**
 * 'Chuyển thẻ vô danh' (/sales/no-name-transfers/new): runs of cards in the branch's stock sent to another branch
 * (they travel until that branch receives them), or balances moved from card to card. 'Chuyển thẻ' posts it once.
 */
export function NewTransferPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useDocumentRights(transferKind);
  const ma_dvcs = useDocumentBranch();
  const branches = useSession((s) => s.branches) ?? [];
  const [form] = Form.useForm<TransferFormValues>();
  const [initial] = useState<TransferFormValues>(() => ({
    ngay_ct: dayjs(),
    loai_chuyen: NO_NAME_TRANSFER.chi_nhanh,
    details: [{}],
  }));
  const { post, problems, posting } = usePostDocument(transferKind, form);
  const kind = (Form.useWatch("loai_chuyen", form) as string | undefined) ?? initial.loai_chuyen;
  const byCard = kind === NO_NAME_TRANSFER.the;

  const submit = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const values = form.getFieldsValue(true) as TransferFormValues;
    const body = {
      ngay_ct: values.ngay_ct.format(API_DATE_FORMAT),
      ...(ma_dvcs ? { ma_dvcs } : {}),
      ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
      status: DOCUMENT_STATUS.posted,
      loai_chuyen: values.loai_chuyen,
      ...(byCard ? {} : { ma_dvcs_nhan: values.ma_dvcs_nhan }),
      details: values.details.map(lineOf(byCard)),
    };
    await post(
      body,
      {
        header: ["ngay_ct", "dien_giai", "ma_dvcs_nhan", "loai_chuyen"],
        lineColumns: ["tu_seri", "den_seri", "so_seri_nhan", "tien"],
        lines: values.details.length,
      },
      (saved) => t("noName.transfer.done", { so_ct: saved.so_ct }),
    );
  };

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="no-name-transfer-form"
      refused={{ title: t("noName.transfer.refused"), problems, testId: "no-name-refused" }}
      title={t("noName.transfer.newTitle")}
      onBack={() => navigate(transferKind.path)}
      submit={{
        label: t("noName.transfer.submit"),
        icon: <SwapOutlined />,
        allowed: rights.add,
        busy: posting,
        disabled: false,
        onClick: submit,
        testId: "no-name-transfer-submit",
      }}
      header={
        <>
          <DateNoteInputs>
            <Col xs={24} md={10}>
              <Form.Item name="loai_chuyen" label={t("noName.transfer.kind")}>
                <Radio.Group
                  options={NO_NAME_TRANSFER_OPTIONS.map((o) => ({
                    value: o.value,
                    label: pick(o.label, i18n.language),
                  }))}
                  data-testid="no-name-transfer-kind"
                />
              </Form.Item>
            </Col>
            {!byCard && (
              <Col xs={24} md={8}>
                <Form.Item
                  name="ma_dvcs_nhan"
                  label={t("noName.transfer.to")}
                  rules={[
                    {
                      required: true,
                      message: t("document.required", { field: t("noName.transfer.to").toLowerCase() }),
                    },
                  ]}
                >
                  <Select
                    options={branches
                      .filter((b) => b.ma_dvcs !== ma_dvcs)
                      .map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} · ${b.ten_dvcs}` }))}
                    data-testid="no-name-transfer-to"
                  />
                </Form.Item>
              </Col>
            )}
          </DateNoteInputs>
          <LineInputs
            key={kind}
            testId="no-name-transfer-lines"
            inputs={
              byCard
                ? [
                    { name: "tu_seri", label: t("noName.transfer.fromCard"), kind: "serial", required: true },
                    { name: "so_seri_nhan", label: t("noName.transfer.toCard"), kind: "serial", required: true },
                    { name: "tien", label: t("noName.transfer.amount"), kind: "money" },
                  ]
                : [
                    { name: "tu_seri", label: t("noName.firstSerial"), kind: "serial", required: true },
                    {
                      name: "den_seri",
                      label: t("noName.lastSerial"),
                      kind: "serial",
                      placeholder: t("noName.lastSerialHint"),
                    },
                  ]
            }
          />
        </>
      }
    >
      {null}
    </DocumentPageForm>
  );
}
