import { type EntityDefinition, fieldsInForm, pick } from "@sen/core";
import { Col, Form, Row, Select } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { FormModal } from "@/platform/forms/FormModal";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { entityApi } from "./entityApi";
import { fieldInput } from "./fieldInputs";
import { type EntityRow, initialValues, toPayload } from "./formValues";
import { applyImage, imageField, KEEP_IMAGE, type PendingImage } from "./image/entityImages";
import { ImageInput } from "./image/ImageInput";
import { AddressFields } from "./inputs/AddressFields";
import { fieldRules, type RuleContext } from "./rules";

/** Inputs a module draws itself, by field name; each takes `value` and `onChange` from its Form.Item. */
export type FormInputs = Readonly<Partial<Record<string, ReactNode>>>;

interface EntityFormProps {
  definition: EntityDefinition;
  /** The record being edited; none for a new one. */
  record?: EntityRow;
  /**
   * A new record's starting values by field name, over the definition's defaults: a partner chosen already (with
   * its copied name, so that the picker names it), a slot picked on a calendar. Dates as ISO texts or dayjs.
   */
  defaults?: Record<string, unknown>;
  inputs?: FormInputs;
  onClose: () => void;
  onSaved: () => void;
}

/** One form for creating and editing a record of the entity, from its form fields (in a dialog). */
export function EntityForm({ definition, record, defaults, inputs, onClose, onSaved }: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const branches = useSession((s) => s.allowed);
  const selectedBranch = useSession((s) => s.selectedBranch);
  const name = pick(definition.label, i18n.language);
  const picture = imageField(definition);
  const [image, setImage] = useState<PendingImage>(KEEP_IMAGE);

  const context = useMemo<RuleContext>(() => {
    const labels = new Map(definition.fields.map((f) => [f.name, pick(f.label, i18n.language)]));
    return {
      label: (field) => labels.get(field) ?? field,
      say: (key, values) => t(`entity.${key}`, values),
      exists: (field, value) => entityApi.exists(definition, record?.id, field, value),
    };
  }, [definition, record?.id, i18n.language, t]);

  const initial = useMemo(
    () => ({
      ...(definition.branchScoped ? { ma_dvcs: selectedBranch } : {}),
      ...initialValues(definition, record, defaults),
    }),
    [definition, record, defaults, selectedBranch],
  );

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields show what is wrong.
    }
    setSaving(true);
    try {
      const body = toPayload(definition, values);
      const saved = record
        ? await entityApi.update(definition, record.id, body)
        : await entityApi.create(definition, body);
      if (picture) await sendImage(saved.id);
      feedback.success(t(record ? "entity.updated" : "entity.created"));
      onSaved();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  /** The row is saved: a refused picture is said, not a reason to keep the dialog open on a saved row. */
  const sendImage = async (id: string) => {
    try {
      await applyImage(definition, id, image, Boolean(picture && record?.[picture.name]));
    } catch (error) {
      const reason = error instanceof ApiError ? (error.errors?.file ?? error.message) : String(error);
      feedback.error(t("entityImage.notSaved", { reason }));
    }
  };

  /** A 422's field messages go under their fields; anything else is a toast. */
  const showFailure = (error: unknown) => {
    if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
  };

  return (
    <FormModal
      title={t(record ? "entity.editTitle" : "entity.createTitle", { name: name.toLowerCase() })}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        validateTrigger={["onChange", "onBlur"]}
        data-testid="entity-form"
      >
        <Row gutter={16}>
          {definition.branchScoped && (
            <Col xs={24} md={12}>
              <Form.Item
                name="ma_dvcs"
                label={t("navbar.branch")}
                rules={[{ required: true, message: t("entity.required", { field: t("navbar.branch") }) }]}
              >
                <Select options={branches.map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }))} />
              </Form.Item>
            </Col>
          )}
          {fieldsInForm(definition).map((field) => {
            const label = context.label(field.name);
            if (field.kind === "address")
              return <AddressFields key={field.name} field={field} label={label} form={form} />;
            const { input, item, wide } = fieldInput(field);
            return (
              <Col key={field.name} xs={24} md={wide ? 24 : 12}>
                <Form.Item
                  name={field.name}
                  label={label}
                  required={field.required && field.kind !== "boolean"}
                  rules={fieldRules(field, context)}
                  dependencies={field.differentFrom ? [field.differentFrom] : undefined}
                  {...item}
                >
                  {inputs?.[field.name] ?? input}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {picture && (
          <ImageInput
            label={context.label(picture.name)}
            current={record?.[picture.name] as string | null | undefined}
            onChange={setImage}
          />
        )}
        {/* Enter in a field saves, as users of forms expect. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </FormModal>
  );
}
