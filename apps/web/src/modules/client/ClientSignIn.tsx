import { MobileOutlined, SafetyOutlined } from "@ant-design/icons";
import { Alert, Button, Flex, Form, theme } from "antd";
// The field on its own: antd's Input also brings the search box, the text area and the one-time-code input.
import Input from "antd/es/input/Input";
import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import { type SignInForm, useClientSignIn } from "./useClientSignIn";

/** A customer signs in with their phone, then the code sent to it. */
export function ClientSignIn() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<SignInForm>();
  const { sent, error, busy, sendCode, signIn, otherPhone } = useClientSignIn(form);
  return (
    <Panel
      style={{ width: "100%", maxWidth: 420, margin: "8px auto", padding: "24px 20px" }}
      data-testid="client-sign-in"
    >
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600 }}>{t("client.signIn.title")}</h2>
      <p style={{ color: token.colorTextSecondary, margin: "8px 0 16px" }}>{t("client.signIn.hint")}</p>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="client-sign-in-error" />
      )}
      <Form<SignInForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone: "", otp: "" }}
        onFinish={signIn}
        disabled={busy}
      >
        <Form.Item
          label={t("client.signIn.phone")}
          name="phone"
          rules={[{ required: true, whitespace: true, message: t("client.signIn.phoneRequired") }]}
        >
          <Input
            prefix={<MobileOutlined />}
            inputMode="tel"
            autoComplete="tel"
            size="large"
            readOnly={Boolean(sent)}
            onPressEnter={(event) => {
              event.preventDefault();
              if (!sent) void sendCode();
            }}
          />
        </Form.Item>
        {!sent ? (
          <Button type="primary" size="large" block loading={busy} onClick={() => void sendCode()}>
            {t("client.signIn.send")}
          </Button>
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title={t("client.signIn.sent", { phone: sent.phone, minutes: sent.minutes })}
              style={{ marginBottom: 16 }}
              data-testid="client-code-sent"
            />
            <Form.Item
              label={t("client.signIn.code")}
              name="otp"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t("client.signIn.codeRequired") }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                size="large"
                autoFocus
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {t("client.signIn.submit")}
            </Button>
            <Flex justify="space-between" style={{ marginTop: 8 }}>
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => void sendCode()}>
                {t("client.signIn.resend")}
              </Button>
              <Button type="link" style={{ paddingInline: 0 }} onClick={otherPhone}>
                {t("client.signIn.otherPhone")}
              </Button>
            </Flex>
          </>
        )}
      </Form>
    </Panel>
  );
}
