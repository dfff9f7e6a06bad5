import { CloseOutlined, PlusOutlined } from "@ant-design/icons";
import type { NumberField } from "@sen/core";
import { Button, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";

/** One input of a line: a serial (typed or scanned, kept in capitals) or an amount in đồng. */
export interface LineInput {
  name: string;
  label: string;
  kind: "serial" | "money";
  placeholder?: string;
  required?: boolean;
}

const MONEY: NumberField = {
  name: "tien",
  kind: "money",
  label: { vi: "Số tiền", en: "Amount" },
  min: 0,
  precision: 0,
};

/** Keeps a serial as the server does: no spaces, capitals. */
const serialOf = (event: { target: { value: string } }) => event.target.value.replace(/\s+/g, "").toUpperCase();

/**
 * The lines of a no-name card document (`details`): the inputs each line takes, side by side, a line added with
 * 'Thêm dòng' and removed with its cross (one line always stays).
 */
export function LineInputs({ inputs, testId }: { inputs: readonly LineInput[]; testId: string }) {
  const { t } = useTranslation();
  const span = Math.floor(22 / inputs.length);
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          {fields.map((field) => (
            <Row key={field.key} gutter={8} align="top" data-testid="no-name-line">
              {inputs.map((input) => (
                <Col key={input.name} xs={24} sm={span}>
                  <Form.Item
                    name={[field.name, input.name]}
                    label={field.name === 0 ? input.label : undefined}
                    rules={
                      input.required
                        ? [{ required: true, message: t("document.required", { field: input.label.toLowerCase() }) }]
                        : []
                    }
                    getValueFromEvent={input.kind === "serial" ? serialOf : undefined}
                  >
                    {input.kind === "serial" ? (
                      <Input placeholder={input.placeholder} aria-label={input.label} maxLength={32} />
                    ) : (
                      <NumberInput field={MONEY} aria-label={input.label} />
                    )}
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} sm={2}>
                <Form.Item label={field.name === 0 ? " " : undefined}>
                  <Button
                    icon={<CloseOutlined />}
                    aria-label={t("document.actions.delete")}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid={`${testId}-add`}>
            {t("noName.addLine")}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
