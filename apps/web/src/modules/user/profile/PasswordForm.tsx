import { Button, Card, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { differentFrom, sameAs, strongPassword } from "@/modules/system";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useFeedback } from "@/platform/useFeedback";
import { profileApi } from "./profileApi";

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * Changing one's own password: the current one, a new one that differs from it (the 'duplicate' rule)
 * and its repetition, which must equal it.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const feedback = useFeedback();
  const [saving, setSaving] = useState(false);
  const current = t("user.password.current");
  const fresh = t("user.password.new");
  const confirm = t("user.password.confirm");
  const required = (field: string) => ({ required: true, message: t("user.profile.required", { field }) });

  async function submit(values: Values) {
    setSaving(true);
    try {
      await profileApi.changePassword({ current_password: values.current_password, new_password: values.new_password });
      form.resetFields();
      feedback.success(t("user.password.changed"));
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title={t("user.password.title")}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={saving}>
        <Form.Item name="current_password" label={current} rules={[required(current)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={fresh}
          dependencies={["current_password"]}
          extra={t("user.password.rule")}
          rules={[
            required(fresh),
            strongPassword(t("user.password.rule")),
            differentFrom("current_password", t("user.password.mustDiffer", { field: fresh, other: current })),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={confirm}
          dependencies={["new_password"]}
          rules={[
            required(confirm),
            sameAs("new_password", t("user.password.mustMatch", { field: confirm, other: fresh })),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("user.password.submit")}
        </Button>
      </Form>
    </Card>
  );
}
