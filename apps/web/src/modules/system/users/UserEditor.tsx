import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { StickyActions } from "@/platform/forms/StickyActions";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import type { CommandItem } from "../commands/commandsApi";
import { UserFields } from "./UserFields";
import { UserRightsCard } from "./UserRightsCard";
import { useCanGrant } from "./useCanGrant";
import { NEW_USER, toFormValues, toUserInput, type UserFormValues } from "./userFormValues";
import { type UserDetail, userKeys, usersApi } from "./usersApi";
import { useUserRights } from "./useUserRights";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One form for a new user and for an existing one (system/users/new and system/users/:id/edit): the
 * user's fields, then the role or the rights editor; 'Lưu' saves the user, then the role it follows or
 * its own whole set of rights.
 */
export function UserEditor({ user, commands }: { user?: UserDetail; commands: readonly CommandItem[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const caller = useSession((s) => s.user);
  const isNew = !user;
  const rightsState = useUserRights(user);
  const [saving, setSaving] = useState(false);
  const targetIsAdmin = Form.useWatch("is_admin", form);
  const { canChange, callerIsAdmin } = useCanGrant(rightsState.initial);
  // Someone who is no administrator never edits their own rights.
  const ownRights = !callerIsAdmin && user?.id === caller?.id;

  async function save(values: UserFormValues) {
    setSaving(true);
    let savedId = user?.id;
    try {
      const input = toUserInput(values, isNew);
      const saved = user ? await usersApi.update(user.id, input) : await usersApi.create(input);
      savedId = saved.id;
      await rightsState.persist(saved.id);
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
        <UserRightsCard
          state={rightsState}
          commands={commands}
          canChange={canChange}
          userId={user?.id}
          targetIsAdmin={Boolean(targetIsAdmin)}
          disabled={saving || ownRights}
        />
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
