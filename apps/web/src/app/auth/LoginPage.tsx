import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { saveTokens, wasRemembered } from "../../platform/session";
import { BrandMark } from "../BrandMark";
import { safeRedirect } from "../paths";
import { login } from "./authApi";
import { useSignedIn } from "./useSignedIn";

interface LoginForm {
  user_name: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  // A signed-in user visiting the sign-in page goes back where they were headed (spec 4).
  if (signedIn && !submitting) return <Navigate to={target} replace />;

  async function submit(values: LoginForm) {
    setError(undefined);
    setSubmitting(true);
    try {
      const tokens = await login({ user_name: values.user_name.trim(), password: values.password });
      saveTokens(tokens, values.remember);
      navigate(target, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  }

  return (
    <Flex
      justify="center"
      align="center"
      style={{
        minHeight: "100%",
        padding: "24px 16px",
        boxSizing: "border-box",
        background: "linear-gradient(160deg, #fff0f6 0%, #f5f5f5 55%, #f0f5ff 100%)",
      }}
    >
      <Card style={{ width: "100%", maxWidth: 400 }} styles={{ body: { padding: "32px 28px 24px" } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <BrandMark size={48} />
          <Typography.Title level={4} style={{ margin: "12px 0 0" }}>
            Đăng nhập
          </Typography.Title>
          <Typography.Text type="secondary">Chào mừng bạn quay trở lại</Typography.Text>
        </Flex>

        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}

        <Form<LoginForm>
          name="login"
          layout="vertical"
          requiredMark={false}
          initialValues={{ user_name: "", password: "", remember: wasRemembered() }}
          onFinish={submit}
          disabled={submitting}
        >
          <Form.Item
            label="Tên đăng nhập"
            name="user_name"
            rules={[{ required: true, whitespace: true, message: "Vui lòng nhập tên đăng nhập" }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item label="Mật khẩu" name="password" rules={[{ required: true, message: "Vui lòng nhập mật khẩu" }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Ghi nhớ đăng nhập</Checkbox>
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              Đăng nhập
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}
