import { HomeOutlined } from "@ant-design/icons";
import { theme } from "antd";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../../platform/i18n";
import type { Crumb } from "../../platform/routing/meta";

/**
 * Home > area > group > page; the first link goes to /. Drawn as a plain list in the theme's colours: antd's
 * Breadcrumb would add its weight to every signed-in page for a line of links.
 */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const steps = [
    <Link key="home" to="/" aria-label={t("app.home")} style={{ color: token.colorTextSecondary }}>
      <HomeOutlined /> {t("app.home")}
    </Link>,
    ...crumbs.map((c, i) => {
      const label = pick(c, i18n.language);
      const last = i === crumbs.length - 1;
      if (c.path && !last && c.path !== current)
        return (
          <Link key={c.path} to={c.path} style={{ color: token.colorTextSecondary }}>
            {label}
          </Link>
        );
      return (
        <span key={c.path ?? c.vi} style={{ color: last ? token.colorText : token.colorTextSecondary }}>
          {label}
        </span>
      );
    }),
  ];
  return (
    <nav aria-label="breadcrumb" data-testid="breadcrumb" style={{ fontSize: token.fontSize, lineHeight: 1.6 }}>
      {steps.map((step, i) => (
        <Fragment key={step.key}>
          {i > 0 && (
            <span aria-hidden style={{ marginInline: 8, color: token.colorTextQuaternary }}>
              /
            </span>
          )}
          {step}
        </Fragment>
      ))}
    </nav>
  );
}
