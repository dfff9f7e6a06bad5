import { StarOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pick } from "../../platform/i18n";
import { LazyDropdown } from "../../platform/LazyOverlays";
import { usePreferences } from "../layout/preferencesStore";

/** The starred pages (at most 10), one click away. */
export function StarredPages() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { starred, language } = usePreferences();
  return (
    <LazyDropdown
      trigger={["click"]}
      menu={{
        items: starred.map((p) => ({ key: p.path, label: pick(p.title, language) })),
        onClick: ({ key }) => navigate(key),
      }}
      popupRender={(menu) =>
        starred.length ? (
          menu
        ) : (
          // Plain text rather than antd's Empty and its picture, which the navbar would load on every page.
          <div
            style={{
              padding: 16,
              background: "var(--ant-color-bg-elevated)",
              borderRadius: 8,
              boxShadow: "var(--ant-box-shadow-secondary)",
              color: "var(--ant-color-text-secondary)",
            }}
          >
            {t("navbar.noStarred")}
          </div>
        )
      }
    >
      <Button type="text" icon={<StarOutlined />} aria-label={t("navbar.starred")} data-testid="starred-pages">
        {starred.length > 0 ? starred.length : null}
      </Button>
    </LazyDropdown>
  );
}
