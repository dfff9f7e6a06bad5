import { BellOutlined, CheckSquareOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LazyDropdown } from "../../platform/LazyOverlays";
import { logout } from "../../platform/session/authApi";
import { useSession } from "../../platform/session/sessionStore";
import { clearTokens } from "../../platform/session/tokens";

// A small round badge of initials, drawn plainly: antd's Avatar would weigh on every signed-in page.
const INITIALS = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  borderRadius: "50%",
  background: "var(--ant-color-primary)",
  color: "#fff",
  fontSize: 12,
} as const;

export function UserMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const signOut = async () => {
    await logout().catch(() => undefined);
    clearTokens("signed-out");
    navigate("/auth/login", { replace: true });
  };
  const initials = user?.full_name.split(/\s+/).at(-1)?.[0] ?? "?";
  return (
    <LazyDropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "/user/profile", icon: <UserOutlined />, label: t("auth.profile") },
          { key: "/user/todo", icon: <CheckSquareOutlined />, label: t("auth.todo") },
          { key: "/user/notifications", icon: <BellOutlined />, label: t("auth.notifications") },
          { type: "divider" },
          { key: "logout", icon: <LogoutOutlined />, label: t("auth.logout"), danger: true },
        ],
        onClick: ({ key }) => (key === "logout" ? void signOut() : navigate(key)),
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={user?.full_name} style={{ paddingInline: 4 }}>
        <span style={INITIALS} data-testid="user-initials">
          {initials}
        </span>
        {!compact && user?.full_name}
      </Button>
    </LazyDropdown>
  );
}
