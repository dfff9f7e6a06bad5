import { isValidPhone } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeTags } from "@/modules/system";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { type Profile, type ProfileInput, profileApi, profileKeys } from "./profileApi";

/** The user's own name, email and phone (PUT user/profile); the navbar follows the new name. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileInput>();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function save(values: ProfileInput) {
    setSaving(true);
    try {
      const saved = await profileApi.update({
        full_name: values.full_name.trim(),
        email: values.email?.trim() ?? "",
        phone: values.phone?.trim() ?? "",
      });
      queryClient.setQueryData(profileKeys.own, saved);
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, full_name: saved.full_name, email: saved.email } });
      feedback.success(t("user.profile.saved"));
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const fullName = t("user.profile.fullName");
  return (
    <Card size="small" title={t("user.profile.details")}>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: "user_name", label: t("user.profile.userName"), children: profile.user_name },
          {
            key: "role",
            label: t("user.profile.role"),
            children: t(profile.is_admin === 1 ? "user.profile.admin" : "user.profile.staff"),
          },
          {
            key: "branchs",
            label: t("user.profile.branchs"),
            children: <CodeTags codes={profile.branchs} />,
          },
          ...(profile.saler ? [{ key: "saler", label: t("user.profile.saler"), children: profile.saler }] : []),
        ]}
      />
      <Form<ProfileInput>
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={save}
        initialValues={{ full_name: profile.full_name, email: profile.email ?? "", phone: profile.phone ?? "" }}
      >
        <Form.Item
          name="full_name"
          label={fullName}
          rules={[{ required: true, whitespace: true, message: t("user.profile.required", { field: fullName }) }]}
        >
          <Input maxLength={255} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t("user.profile.email")}
          rules={[{ type: "email", message: t("user.profile.emailInvalid") }]}
        >
          <Input type="email" maxLength={100} autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("user.profile.phone")}
          rules={[
            {
              validator: (_, value?: string) =>
                !value || isValidPhone(value.replace(/\s+/g, ""))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("user.profile.phoneInvalid"))),
            },
          ]}
        >
          <Input inputMode="tel" maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("user.profile.save")}
        </Button>
      </Form>
    </Card>
  );
}
