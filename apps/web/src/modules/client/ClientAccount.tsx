import { LogoutOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Grid, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { clientApi, clientKeys } from "./clientApi";
import { clearClientSession } from "./clientSession";
import { useClientSession } from "./useClientSession";

/** The signed-in customer's name and their way out; nothing before they sign in. */
export function ClientAccount() {
  const { t } = useTranslation();
  const session = useClientSession();
  const queryClient = useQueryClient();
  // On a phone the button alone: the page says whose it is.
  const wide = Grid.useBreakpoint().sm ?? true;
  if (!session) return null;
  const signOut = async () => {
    // Signed out here whatever the server says: it ends the sign-in when it can.
    await clientApi.signOut().catch(() => undefined);
    clearClientSession();
    queryClient.removeQueries({ queryKey: clientKeys.all });
  };
  return (
    <Flex align="center" gap={4} style={{ minWidth: 0 }}>
      {wide && (
        <Typography.Text ellipsis style={{ maxWidth: 240 }} data-testid="client-name">
          {t("client.account.greeting", { name: session.ten_kh })}
        </Typography.Text>
      )}
      <Button
        type="text"
        icon={<LogoutOutlined />}
        onClick={() => void signOut()}
        aria-label={t("client.account.signOut")}
        title={t("client.account.signOut")}
      >
        {wide && t("client.account.signOut")}
      </Button>
    </Flex>
  );
}
