import { hasRight, isAdmin, type Right } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Form } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { StickyActions } from "@/platform/forms/StickyActions";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import type { CommandItem } from "../commands/commandsApi";
import { RightsEditor } from "./RightsEditor";
import { type CanChange, type RightsMap, toRightsList, toRightsMap } from "./rights";
import { UserFields } from "./UserFields";
import { NEW_USER, toFormValues, toUserInput, type UserFormValues } from "./userFormValues";
import { type UserDetail, userKeys, usersApi } from "./usersApi";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One form for a new user and for an existing one (spec 2 system/users/new and /:id/edit): the
 * user's fields, then the rights editor; 'Lưu' saves the user, then the whole set of rights.
 */
export function UserEditor({ user, commands }: { user?: UserDetail; commands: readonly CommandItem[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const caller = useSession((s) => s.user);
  const isNew = !user;
  const initialRights = useMemo(() => toRightsMap(user?.rights ?? []), [user]);
  const [rights, setRights] = useState<RightsMap>(initialRights);
  const [saving, setSaving] = useState(false);
  const targetIsAdmin = Form.useWatch("is_admin", form);

  const callerIsAdmin = Boolean(caller && isAdmin(caller));
  // Someone who is no administrator grants only what they hold, and never edits their own rights.
  const ownRights = !callerIsAdmin && user?.id === caller?.id;
  const canChange: CanChange = (menuId, key) =>
    callerIsAdmin ||
    Boolean(initialRights[menuId]?.[key]) ||
    Boolean(caller && hasRight(caller, menuId, key.slice(2) as Right));
  const rightsChanged = JSON.stringify(toRightsList(rights)) !== JSON.stringify(toRightsList(initialRights));

  async function save(values: UserFormValues) {
    setSaving(true);
    let savedId = user?.id;
    try {
      const input = toUserInput(values, isNew);
      const saved = user ? await usersApi.update(user.id, input) : await usersApi.create(input);
      savedId = saved.id;
      if (rightsChanged) await usersApi.saveRights(saved.id, toRightsList(rights));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      feedback.success(t(isNew ? "system.common.created" : "system.common.saved"));
      navigate(`/system/users/${saved.id}`);
    } catch (error) {
      showFieldErrors(form, error);
      feedback.error(errorText(error));
      // The user was created but its rights were refused: carry on from the edit screen.
      if (isNew && savedId) navigate(`/system/users/${savedId}/edit`, { replace: true });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={user ? toFormValues(user) : NEW_USER}
      onFinish={save}
      disabled={saving}
      scrollToFirstError={{ block: "center" }}
    >
      <Flex vertical gap={16}>
        <UserFields isNew={isNew} agentPassSet={user?.agent_pass_set} />
        <Card size="small" title={t("system.users.rights")}>
          <Flex vertical gap={8}>
            {targetIsAdmin && <Alert type="info" showIcon title={t("system.users.adminHasAll")} />}
            <RightsEditor
              commands={commands}
              value={rights}
              onChange={setRights}
              canChange={canChange}
              disabled={saving || ownRights}
            />
          </Flex>
        </Card>
        <StickyActions>
          <Button onClick={() => navigate(user ? `/system/users/${user.id}` : "/system/users")}>
            {t("system.common.cancel")}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="user-save">
            {t("system.common.save")}
          </Button>
        </StickyActions>
      </Flex>
    </Form>
  );
}
