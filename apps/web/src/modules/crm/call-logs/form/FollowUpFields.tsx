import { DATE_TIME_FORMAT } from "@sen/core";
import { Alert, Col, DatePicker, Divider, Form, Input, Row, Switch, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { fieldInput } from "@/platform/entity/fieldInputs";
import { taskField } from "../callLogFields";
import { useRequiredRule } from "./useRequiredRule";

const typeInput = fieldInput(taskField("ma_loai") as Parameters<typeof fieldInput>[0]).input;

interface FollowUpFieldsProps {
  /** `crm_calllog_force_task`: always shown and required; otherwise behind a switch. */
  required: boolean;
  /** The server's refusal of a call without one. */
  error?: string;
}

/** "Lịch hẹn tiếp theo": the appointment saved with the call (title, start, end, type), under `follow_up`. */
export function FollowUpFields({ required, error }: FollowUpFieldsProps) {
  const { t } = useTranslation();
  const requiredRule = useRequiredRule();
  const wanted = Form.useWatch("with_follow_up") as boolean | undefined;
  const shown = required || wanted;
  const label = (key: string) => t(`crmCalls.${key}`);

  return (
    <>
      <Divider titlePlacement="start" style={{ margin: "4px 0 12px" }}>
        {label("followUp")}
      </Divider>
      {required ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          {label("followUpRequired")}
        </Typography.Paragraph>
      ) : (
        <Form.Item name="with_follow_up" valuePropName="checked" label={label("followUpAdd")} layout="horizontal">
          <Switch />
        </Form.Item>
      )}
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="follow-up-error" />
      )}
      {shown && (
        <Row gutter={16} data-testid="follow-up">
          <Col xs={24}>
            <Form.Item
              name={["follow_up", "tieu_de"]}
              label={label("followUpTitle")}
              required
              rules={[requiredRule(label("followUpTitle"))]}
            >
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={["follow_up", "bat_dau"]}
              label={label("followUpStart")}
              required
              rules={[requiredRule(label("followUpStart"), false)]}
            >
              <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={["follow_up", "ket_thuc"]}
              label={label("followUpEnd")}
              required
              dependencies={[["follow_up", "bat_dau"]]}
              rules={[
                requiredRule(label("followUpEnd"), false),
                ({ getFieldValue }) => ({
                  validator(_rule, end?: Dayjs) {
                    const start = getFieldValue(["follow_up", "bat_dau"]) as Dayjs | undefined;
                    return end && start && end.isBefore(start)
                      ? Promise.reject(new Error(label("endBeforeStart")))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={["follow_up", "ma_loai"]} label={label("followUpType")}>
              {typeInput}
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
