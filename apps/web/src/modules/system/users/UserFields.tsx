import { isValidPhone, toCodeInput } from "@sen/core";
import { Card, Col, Form, Input, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "@/platform/i18n";
import { useSession } from "@/platform/session/sessionStore";
import { strongPassword } from "../forms/password";

const half = { xs: 24, md: 12 };
const USER_NAME = /^[A-Za-z0-9._@-]+$/;

/**
 * The fields of the one user form (create and edit): account, data scope (branches, employee
 * restriction, salesperson) and call center. `isNew` asks for the password; `agentPassSet` tells
 * the user a call-center password is kept.
 */
export function UserFields({ isNew, agentPassSet }: { isNew: boolean; agentPassSet?: boolean }) {
  const { t, i18n } = useTranslation();
  const branches = useSession((s) => s.allowed);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("system.common.required", { field }),
  });
  const restricted = Form.useWatch<boolean>("employee_yn");

  return (
    <>
      <Card size="small" title={t("system.users.account")}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="user_name"
              label={t("system.users.userName")}
              rules={[
                required(t("system.users.userName")),
                { pattern: USER_NAME, message: t("system.users.userNameRule") },
              ]}
            >
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="full_name"
              label={t("system.users.fullName")}
              rules={[required(t("system.users.fullName"))]}
            >
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="email"
              label={t("system.users.email")}
              rules={[{ type: "email", message: t("system.users.emailInvalid") }]}
            >
              <Input type="email" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="phone"
              label={t("system.users.phone")}
              rules={[
                {
                  validator: (_, value?: string) =>
                    !value || isValidPhone(value.replace(/\s+/g, ""))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("system.users.phoneInvalid"))),
                },
              ]}
            >
              <Input inputMode="tel" maxLength={20} />
            </Form.Item>
          </Col>
          {isNew && (
            <Col {...half}>
              <Form.Item
                name="password"
                label={t("system.users.password")}
                rules={[required(t("system.users.password")), strongPassword(t("system.users.passwordRule"))]}
                extra={t("system.users.passwordRule")}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={6}>
            <Form.Item name="is_admin" label={t("system.users.isAdmin")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="status" label={t("system.users.status")} valuePropName="checked">
              <Switch checkedChildren={t("system.common.active")} unCheckedChildren={t("system.common.inactive")} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t("system.users.scope")}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="branchs" label={t("system.users.branchs")}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={branches.map((b) => ({
                  value: b.ma_dvcs,
                  label: `${b.ma_dvcs} · ${pick({ vi: b.ten_dvcs, en: b.ten_dvcs_en }, i18n.language)}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="saler" label={t("system.users.saler")} normalize={(v?: string) => toCodeInput(v)}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="employee_yn" label={t("system.users.employeeYn")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="employees"
              label={t("system.users.employees")}
              extra={t("system.users.employeesHint")}
              normalize={(codes: string[]) => [...new Set(codes.map(toCodeInput).filter(Boolean))]}
            >
              <Select
                mode="tags"
                disabled={!restricted}
                open={false}
                tokenSeparators={[",", " "]}
                suffixIcon={null}
                aria-label={t("system.users.employees")}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t("system.users.callCenter")}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="agent_id" label={t("system.users.agentId")}>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="agent_pass" label={t("system.users.agentPass")}>
              <Input.Password
                autoComplete="new-password"
                maxLength={200}
                placeholder={agentPassSet ? t("system.users.agentPassKept") : undefined}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}
