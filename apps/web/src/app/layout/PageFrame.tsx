import { StarFilled, StarOutlined } from "@ant-design/icons";
import { STARRED_PAGES_LIMIT } from "@sen/core";
import { Button, Flex, theme } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pick } from "../../platform/i18n";
import { useRouteMeta } from "../../platform/routing/useRouteMeta";
import { useFeedback } from "../../platform/useFeedback";
import { Breadcrumbs } from "./Breadcrumbs";
import { usePreferences } from "./preferencesStore";

/** Breadcrumb, page title with its star, then the screen; keeps the document title in step. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const { starred, toggleStar } = usePreferences();
  const feedback = useFeedback();
  const { token } = theme.useToken();
  const title = meta ? pick(meta.pageTitle, i18n.language) : "";
  const isStarred = starred.some((p) => p.path === pathname);
  // Screens can be starred; /blank (no access) has no breadcrumb and nothing worth coming back to.
  const starrable = Boolean(meta && meta.breadcrumb.length > 0);

  useEffect(() => {
    document.title = title ? `${title} · Sen` : "Sen";
  }, [title]);

  const star = () => {
    if (!meta) return;
    if (!toggleStar({ path: pathname, title: meta.pageTitle })) {
      feedback.failure(t("navbar.starLimit", { limit: STARRED_PAGES_LIMIT }));
    }
  };

  return (
    <Flex vertical gap={12} style={{ height: meta?.no_scroll ? "100%" : undefined, minHeight: 0 }}>
      {meta && meta.breadcrumb.length > 0 && <Breadcrumbs crumbs={meta.breadcrumb} current={pathname} />}
      {title && (
        <Flex align="center" gap={4}>
          {/*
            A plain heading and the browser's own tooltip: antd's Typography and Tooltip bring the text area
            and the form library into every signed-in page.
          */}
          <h1
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
            data-testid="page-title"
          >
            {title}
          </h1>
          {starrable && (
            <Button
              type="text"
              title={isStarred ? t("navbar.unstar") : t("navbar.star")}
              aria-label={isStarred ? t("navbar.unstar") : t("navbar.star")}
              aria-pressed={isStarred}
              data-testid="star-page"
              icon={isStarred ? <StarFilled style={{ color: "#fadb14" }} /> : <StarOutlined />}
              onClick={star}
            />
          )}
        </Flex>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </Flex>
  );
}
