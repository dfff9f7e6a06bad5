import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Button, Checkbox, Flex, Form, theme } from "antd";
// The two fields on their own: antd's Input also brings the search box, the text area and the one-time-code input.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { LayoutBanners } from "../../platform/banners/LayoutBanners";
import { Panel } from "../../platform/Panel";
import { login } from "../../platform/session/authApi";
import { useSession } from "../../platform/session/sessionStore";
import { saveTokens, wasRemembered } from "../../platform/session/tokens";
import { useIsMobile } from "../../platform/useIsMobile";
import { BrandMark } from "../BrandMark";
import { LanguageToggle } from "../navbar/LanguageToggle";
import { safeRedirect } from "../paths";
import { lastVisitedPath } from "../Root";

interface LoginForm {
  user_name: string;
  password: string;
  remember: boolean;
}

/** The sign-in page (route name auth-login). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const target = safeRedirect(redirect);
  const { status, message, load } = useSession();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { token } = theme.useToken();
  const isMobile = useIsMobile();

  useEffect(() => {
    document.title = `${t("auth.title")} · Sen`;
  }, [t]);

  // A signed-in user opening the sign-in page goes back where they were headed.
  if (status === "ready" && !submitting) return <Navigate to={redirect ? target : lastVisitedPath()} replace />;

  async function submit(values: LoginForm) {
    setError(undefined);
    setSubmitting(true);
    try {
      saveTokens(await login({ user_name: values.user_name.trim(), password: values.password }), values.remember);
      if (await load()) navigate(target, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSubmitting(false);
    }
  }

  const shown = error ?? message;
  return (
    <Flex
      vertical
      style={{
        minHeight: "100vh",
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%, ${token.colorInfoBg} 100%)`,
      }}
    >
      <Flex justify="flex-end" style={{ padding: 8 }}>
        <LanguageToggle />
      </Flex>
      <Flex justify="center" align="center" gap={32} style={{ flex: 1, padding: "8px 16px 48px" }}>
        {!isMobile && (
          <div style={{ flex: "0 1 560px", minWidth: 0 }}>
            <LayoutBanners position="login" height={420} />
          </div>
        )}
        <Panel style={{ width: "100%", maxWidth: 400, padding: "32px 28px 24px" }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <BrandMark size={48} />
            <h1
              style={{ margin: "12px 0 0", fontSize: token.fontSizeHeading4, fontWeight: 600, color: token.colorText }}
            >
              {t("auth.title")}
            </h1>
            <span style={{ color: token.colorTextSecondary }}>{t("auth.welcome")}</span>
          </Flex>
          {shown && <Alert type="error" showIcon title={shown} style={{ marginBottom: 16 }} role="alert" />}
          <Form<LoginForm>
            name="login"
            layout="vertical"
            requiredMark={false}
            initialValues={{ user_name: "", password: "", remember: wasRemembered() }}
            onFinish={submit}
            disabled={submitting}
          >
            <Form.Item
              label={t("auth.userName")}
              name="user_name"
              rules={[{ required: true, whitespace: true, message: t("auth.userNameRequired") }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Form.Item
              label={t("auth.password")}
              name="password"
              rules={[{ required: true, message: t("auth.passwordRequired") }]}
            >
              <Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>{t("auth.remember")}</Checkbox>
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }}>
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                {t("auth.submit")}
              </Button>
            </Form.Item>
          </Form>
        </Panel>
      </Flex>
    </Flex>
  );
}
