import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Drawer, Flex, Form, Input, Result, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useFeedback } from "@/platform/useFeedback";
import { useIsMobile } from "@/platform/useIsMobile";
import { commandKeys, commandsApi } from "../commands/commandsApi";
import { RightsEditor } from "./RightsEditor";
import { type RightsMap, toRightsList, toRightsMap } from "./rights";
import { type RoleDetail, roleKeys, rolesApi } from "./rolesApi";
import { UserSelect } from "./UserSelect";
import { useCanGrant } from "./useCanGrant";

interface RoleFormValues {
  name: string;
  description?: string;
  user_ids: string[];
}

/** A new role (`roleId` null) or an existing one, in a drawer: name, who follows it, and its rights. */
export function RoleFormDrawer(props: { roleId: string | null; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const role = useQuery({
    queryKey: roleKeys.detail(props.roleId ?? ""),
    queryFn: () => rolesApi.get(props.roleId ?? ""),
    enabled: Boolean(props.roleId),
  });
  const commands = useQuery({ queryKey: commandKeys.all, queryFn: commandsApi.list });
  const failed = role.error ?? commands.error;
  const ready = (!props.roleId || role.data) && commands.data;
  return (
    <Drawer
      open
      onClose={props.onClose}
      title={t(props.roleId ? "system.roles.edit" : "system.roles.add")}
      size={mobile ? "100%" : 960}
      destroyOnHidden
    >
      {failed && <Result status="warning" title={failed.message} />}
      {!failed && !ready && <Skeleton active paragraph={{ rows: 8 }} />}
      {!failed && ready && commands.data && <RoleForm {...props} role={role.data} commands={commands.data} />}
    </Drawer>
  );
}

function RoleForm({
  role,
  commands,
  onClose,
  onSaved,
}: {
  role?: RoleDetail;
  commands: Awaited<ReturnType<typeof commandsApi.list>>;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const feedback = useFeedback();
  const initialRights = useMemo(() => toRightsMap(role?.rights ?? []), [role]);
  const [rights, setRights] = useState<RightsMap>(initialRights);
  const [saving, setSaving] = useState(false);
  const { canChange } = useCanGrant(initialRights);

  async function save(values: RoleFormValues) {
    setSaving(true);
    try {
      const input = { ...values, rights: toRightsList(rights), user_ids: values.user_ids ?? [] };
      if (role) await rolesApi.update(role.id, input);
      else await rolesApi.create(input);
      feedback.success(t(role ? "system.common.saved" : "system.common.created"));
      await onSaved();
    } catch (error) {
      showFieldErrors(form, error);
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<RoleFormValues>
      form={form}
      layout="vertical"
      disabled={saving}
      onFinish={save}
      initialValues={{
        name: role?.name ?? "",
        description: role?.description ?? "",
        user_ids: role?.users.map((u) => u.id) ?? [],
      }}
    >
      <Form.Item
        name="name"
        label={t("system.roles.name")}
        rules={[
          { required: true, whitespace: true, message: t("system.common.required", { field: t("system.roles.name") }) },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t("system.roles.description")}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="user_ids" label={t("system.roles.users")}>
        <UserSelect mode="multiple" aria-label={t("system.roles.users")} />
      </Form.Item>
      <Flex vertical gap={8}>
        {role && role.user_count > 0 && <Alert type="info" showIcon title={t("system.roles.followersNote")} />}
        <RightsEditor commands={commands} value={rights} onChange={setRights} canChange={canChange} disabled={saving} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t("system.common.cancel")}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="role-save">
            {t("system.common.save")}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
