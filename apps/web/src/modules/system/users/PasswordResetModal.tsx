import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useFeedback } from "@/platform/useFeedback";
import { sameAs, strongPassword } from "../forms/password";
import { usersApi } from "./usersApi";

interface Values {
  password: string;
  confirm: string;
}

/** An administrator sets a user's password ('Đặt lại mật khẩu'); that user's sessions end. */
export function PasswordResetModal({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const feedback = useFeedback();
  const [saving, setSaving] = useState(false);
  const newLabel = t("system.users.newPassword");
  const confirmLabel = t("system.users.confirmPassword");

  async function submit({ password }: Values) {
    setSaving(true);
    try {
      await usersApi.resetPassword(userId, password);
      feedback.success(t("system.users.resetDone"));
      form.resetFields();
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t("system.users.resetPassword")}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("system.common.save")}
      cancelText={t("system.common.cancel")}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={saving} preserve={false}>
        <Form.Item
          name="password"
          label={newLabel}
          rules={[
            { required: true, message: t("system.common.required", { field: newLabel }) },
            strongPassword(t("system.users.passwordRule")),
          ]}
          extra={t("system.users.passwordRule")}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={confirmLabel}
          dependencies={["password"]}
          rules={[
            { required: true, message: t("system.common.required", { field: confirmLabel }) },
            sameAs("password", t("system.users.passwordMismatch", { field: confirmLabel, other: newLabel })),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
