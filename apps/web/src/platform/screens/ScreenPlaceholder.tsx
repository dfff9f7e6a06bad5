import { MENU_COMMANDS, UPCOMING_SCREENS } from "@sen/core";
import { Button, Card, Flex, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../i18n";
import { useRouteMeta } from "../routing/useRouteMeta";
import { bulletPoints } from "./bulletPoints";
import { MenuIcon } from "./MenuIcon";
import { UpcomingTag } from "./UpcomingTag";

/** What a page shows until its screen is built: its area's icon, its name, what it will do, and a way back. */
export function ScreenPlaceholder({ path }: { path: string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const meta = useRouteMeta();
  const area = MENU_COMMANDS.find((c) => c.menu_id === meta?.area);
  const upcoming = UPCOMING_SCREENS[path];
  const points = upcoming ? bulletPoints(pick(upcoming, i18n.language)) : [];
  return (
    <Flex justify="center" style={{ padding: "24px 0" }}>
      <Card data-testid="screen-placeholder" style={{ width: "100%", maxWidth: 560 }}>
        <Flex vertical align="center" gap={12}>
          <Flex
            align="center"
            justify="center"
            style={{
              width: 64,
              height: 64,
              borderRadius: "50%",
              fontSize: 30,
              color: token.colorPrimary,
              background: token.colorPrimaryBg,
            }}
          >
            <MenuIcon name={area?.icon} />
          </Flex>
          <UpcomingTag />
          {meta && (
            <Typography.Title level={4} style={{ margin: 0, textAlign: "center" }}>
              {pick(meta.pageTitle, i18n.language)}
            </Typography.Title>
          )}
          <Typography.Text type="secondary">{t("pages.placeholder")}</Typography.Text>
          {points.length > 0 && (
            <Flex vertical style={{ alignSelf: "stretch" }}>
              <Typography.Text strong>{t("pages.upcomingWillHave")}</Typography.Text>
              <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }}>
                {points.map((point) => (
                  <li key={point}>
                    <Typography.Text>{point}</Typography.Text>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          <Link to="/">
            <Button type="primary">{t("pages.backToDashboard")}</Button>
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
