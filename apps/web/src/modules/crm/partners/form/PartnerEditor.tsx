import { type Field, partnerEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Flex, Form, type FormRule, Row, Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { entityApi } from "@/platform/entity";
import { initialValues, toPayload } from "@/platform/entity/formValues";
import { fieldRules, type RuleContext, requiredRule } from "@/platform/entity/rules";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { StickyActions } from "@/platform/forms/StickyActions";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { partnerField, partnerLabel } from "../partnerFields";
import { type Partner, partnerKeys, partnersApi } from "../partnersApi";
import { usePartnerConfig } from "../usePartnerConfig";
import { PartnerField } from "./PartnerField";
import { PARTNER_SECTIONS } from "./partnerSections";
import { usePartnerChecks } from "./usePartnerChecks";

/**
 * One full-page form for a new partner and an existing one (/crm/partners/new, /crm/partners/:id/edit): general,
 * contact, address, classification and notes; the server checks of who holds the phone and website; after saving,
 * the profile.
 */
export function PartnerEditor({ partner }: { partner?: Partner }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const branches = useSession((s) => s.allowed);
  const selectedBranch = useSession((s) => s.selectedBranch);
  const saler = useSession((s) => s.user?.saler);
  const requirePhone = usePartnerConfig("crm_partner_require_phone");
  const language = i18n.language;
  const checks = usePartnerChecks(partner?.id, {
    phone: partnerLabel("phone", language),
    website: partnerLabel("website", language),
  });

  const context = useMemo<RuleContext>(
    () => ({
      label: (name) => partnerLabel(name, language),
      say: (key, values) => t(`entity.${key}`, values),
      exists: (field, value) => entityApi.exists(partnerEntity, partner?.id, field, value),
    }),
    [partner?.id, language, t],
  );
  // A new partner starts in the working branch, with the user as its salesperson (the server's default too).
  const initial = useMemo(
    () => ({
      ...initialValues(partnerEntity, partner),
      ...(partner ? {} : { ma_dvcs: selectedBranch, ma_nvbh: saler ?? undefined }),
    }),
    [partner, selectedBranch, saler],
  );

  const rulesOf = (field: Field): FormRule[] => {
    const rules = fieldRules(field, context);
    if (field.name === "phone" && requirePhone) rules.unshift(requiredRule(context.label("phone"), context.say));
    if (field.name === "phone") rules.push(checks.phone);
    if (field.name === "website" && checks.website) rules.push(checks.website);
    return rules;
  };

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    try {
      const body = toPayload(partnerEntity, values);
      const saved = partner ? await partnersApi.update(partner.id, body) : await partnersApi.create(body);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
      feedback.success(t(partner ? "entity.updated" : "entity.created"));
      navigate(`/crm/partners/${saved.id}`);
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      disabled={saving}
      validateTrigger={["onChange", "onBlur"]}
      scrollToFirstError={{ block: "center" }}
      data-testid="partner-form"
    >
      <Flex vertical gap={16}>
        {PARTNER_SECTIONS.map((section) => (
          <Card key={section.key} size="small" title={t(`crmPartners.form.sections.${section.key}`)}>
            <Row gutter={16}>
              {section.key === "general" && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="ma_dvcs"
                    label={t("navbar.branch")}
                    rules={[requiredRule(t("navbar.branch"), context.say)]}
                  >
                    <Select
                      options={branches.map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }))}
                    />
                  </Form.Item>
                </Col>
              )}
              {section.fields.map((name) => {
                const field = partnerField(name);
                return (
                  <PartnerField
                    key={name}
                    field={field}
                    label={context.label(name)}
                    rules={rulesOf(field)}
                    required={field.name === "phone" ? requirePhone : field.required && field.kind !== "boolean"}
                    form={form}
                    remote={name === "phone" || name === "website"}
                  />
                );
              })}
            </Row>
          </Card>
        ))}
        <StickyActions>
          <Button onClick={() => navigate(partner ? `/crm/partners/${partner.id}` : "/crm/partners")}>
            {t("entity.cancel")}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="partner-save">
            {t("entity.save")}
          </Button>
        </StickyActions>
      </Flex>
    </Form>
  );
}
