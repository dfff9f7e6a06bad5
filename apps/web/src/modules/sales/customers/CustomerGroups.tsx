import { EditOutlined } from "@ant-design/icons";
import { CUSTOMER_GROUP_LEVEL_OPTIONS, customerGroupEntity, partnerEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Form, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { entityApi, entityKeys } from "@/platform/entity";
import { OptionLabel } from "@/platform/entity/OptionLabel";
import { FormModal } from "@/platform/forms/FormModal";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { Panel } from "@/platform/Panel";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { useFeedback } from "@/platform/useFeedback";
import type { CustomerGroups, CustomerOverview } from "./customersApi";
import { customersApi } from "./customersApi";

const LEVELS = CUSTOMER_GROUP_LEVEL_OPTIONS.map((o) => o.value);
const fieldName = (level: string) => `nh_kh${level}` as keyof CustomerGroups;
const groupField = (level: string) => partnerEntity.fields.find((f) => f.name === fieldName(level));

/** The groups in use of one level, as choices ("SPA - Khách dịch vụ spa"). */
function useGroupChoices(level: string) {
  const { data } = useQuery({
    queryKey: entityKeys.lookup(customerGroupEntity.api),
    queryFn: () => entityApi.lookup(customerGroupEntity.api),
    staleTime: 60_000,
  });
  return (data ?? [])
    .filter((g) => g.loai_nh === level)
    .map((g) => ({ value: String(g.ma_nh), label: `${String(g.ma_nh)} - ${String(g.ten_nh)}` }));
}

function GroupSelect({ level, disabled, ...input }: { level: string; disabled: boolean; value?: string }) {
  const choices = useGroupChoices(level);
  return <Select {...input} options={choices} allowClear showSearch disabled={disabled} optionFilterProp="label" />;
}

/** 'Đổi nhóm': the customer's three groups, each of its level; group 3 only where the shop sets it by hand. */
function GroupsModal({
  customer,
  onClose,
  onSaved,
}: {
  customer: CustomerOverview;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const manual3 = useConfigSwitch("customer_group3_manual");
  const [form] = Form.useForm<CustomerGroups>();
  const [saving, setSaving] = useState(false);
  const save = async (values: CustomerGroups) => {
    setSaving(true);
    try {
      // A cleared choice is sent as "" (the client drops nulls): the server clears the group.
      const body = Object.fromEntries(
        LEVELS.filter((l) => l !== "3" || manual3).map((l) => [fieldName(l), values[fieldName(l)] ?? ""]),
      );
      await customersApi.setGroups(customer.id, body);
      feedback.success(t("salesCustomers.groups.done"));
      onSaved();
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.failure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      title={t("salesCustomers.groups.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      width={520}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(LEVELS.map((l) => [fieldName(l), customer[fieldName(l)] ?? undefined]))}
        onFinish={save}
        data-testid="customer-groups-form"
      >
        {LEVELS.map((level) => (
          <Form.Item
            key={level}
            name={fieldName(level)}
            label={t("salesCustomers.overview.group", { level })}
            extra={level === "3" && !manual3 ? t("salesCustomers.overview.group3Computed") : undefined}
          >
            <GroupSelect level={level} disabled={level === "3" && !manual3} />
          </Form.Item>
        ))}
      </Form>
    </FormModal>
  );
}

/** The customer's groups, and 'Đổi nhóm' for whoever may edit customers. */
export function CustomerGroupsPanel({
  customer,
  canEdit,
  onSaved,
}: {
  customer: CustomerOverview;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const manual3 = useConfigSwitch("customer_group3_manual");
  return (
    <Panel
      title={t("salesCustomers.overview.groups")}
      extra={
        canEdit && (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="customer-groups-edit"
          >
            {t("salesCustomers.overview.editGroups")}
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={1}
        data-testid="customer-groups"
        items={LEVELS.map((level) => {
          const field = groupField(level);
          const value = customer[fieldName(level)];
          return {
            key: level,
            label: t("salesCustomers.overview.group", { level }),
            children: (
              <span data-testid={`customer-group-${level}`}>
                {field && value ? <OptionLabel field={field} value={value} /> : "—"}
                {level === "3" && !manual3 && (
                  <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                    ({t("salesCustomers.overview.group3Computed")})
                  </Typography.Text>
                )}
              </span>
            ),
          };
        })}
      />
      {editing && (
        <GroupsModal
          customer={customer}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      )}
    </Panel>
  );
}
