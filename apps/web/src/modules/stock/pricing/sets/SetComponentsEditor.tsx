import { DeleteOutlined, PlusOutlined, SaveOutlined } from "@ant-design/icons";
import { type NumberField, productSetEntity, type ReferenceField } from "@sen/core";
import { Alert, Button, Col, Empty, Form, Row } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { useFeedback } from "@/platform/useFeedback";
import type { SetComponent } from "../pricingApi";
import { useSetComponents } from "./useSetComponents";

const fieldOf = <F,>(name: string) => productSetEntity.fields.find((f) => f.name === name) as F;
const COMPONENT = fieldOf<ReferenceField>("ma_vt");
const UNIT = fieldOf<ReferenceField>("ma_dvt");
const QUANTITY = fieldOf<NumberField>("so_luong");

type LineField = keyof SetComponent;

/** "details.1.ma_vt" → ["details", 1, "ma_vt"], the path of a line's field in the form. */
function linePath(name: string): ["details", number, LineField] {
  const [, index, field] = name.split(".");
  return ["details", Number(index), field as LineField];
}

/** The lines of one set: a component, its unit and quantity each; saved together, refusals shown on their line. */
export function SetComponentsEditor({ ma_bo }: { ma_bo: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ details: Partial<SetComponent>[] }>();
  const { set, save, saving } = useSetComponents(ma_bo);

  useEffect(() => {
    if (set.data) form.setFieldsValue({ details: set.data.details });
  }, [set.data, form]);

  const submit = async ({ details }: { details?: Partial<SetComponent>[] }) => {
    try {
      await save(details ?? []);
      feedback.success(t("stockPricing.sets.saved", { code: ma_bo }));
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const lines = Object.entries(error.errors).filter(([name]) => name.startsWith("details."));
        form.setFields(lines.map(([name, message]) => ({ name: linePath(name), errors: [message] })));
        if (lines.length === Object.keys(error.errors).length) return;
      }
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  if (set.error) return <Alert type="error" showIcon message={set.error.message} />;
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={set.isLoading} data-testid="set-editor">
      <Form.List name="details">
        {(lines, { add, remove }) => (
          <>
            {lines.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("stockPricing.sets.empty")} />
            )}
            {lines.map((line) => (
              <Row key={line.key} gutter={8} align="top" data-testid="set-line">
                <Col xs={24} md={11}>
                  <Form.Item
                    name={[line.name, "ma_vt"]}
                    label={t("stockPricing.sets.component")}
                    rules={[{ required: true }]}
                  >
                    <ReferenceSelect field={COMPONENT} />
                  </Form.Item>
                </Col>
                <Col xs={10} md={6}>
                  <Form.Item name={[line.name, "ma_dvt"]} label={t("stockPricing.sets.unit")}>
                    <ReferenceSelect field={UNIT} />
                  </Form.Item>
                </Col>
                <Col xs={10} md={5}>
                  <Form.Item
                    name={[line.name, "so_luong"]}
                    label={t("stockPricing.sets.quantity")}
                    rules={[{ required: true }]}
                  >
                    <NumberInput field={QUANTITY} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item label=" ">
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("stockPricing.sets.remove")}
                      title={t("stockPricing.sets.remove")}
                      onClick={() => remove(line.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Row gutter={8}>
              <Col>
                <Button icon={<PlusOutlined />} onClick={() => add({ so_luong: 1 })}>
                  {t("stockPricing.sets.add")}
                </Button>
              </Col>
              <Col>
                <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
                  {t("stockPricing.sets.save")}
                </Button>
              </Col>
            </Row>
          </>
        )}
      </Form.List>
    </Form>
  );
}
