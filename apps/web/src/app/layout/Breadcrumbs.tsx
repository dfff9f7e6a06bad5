import { HomeOutlined } from "@ant-design/icons";
import { Breadcrumb } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../../platform/i18n";
import type { Crumb } from "../../platform/routing/meta";

/** Home > area > group > page (spec 2); the first link goes to /. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const { t, i18n } = useTranslation();
  const items = [
    {
      key: "home",
      title: (
        <Link to="/" aria-label={t("app.home")}>
          <HomeOutlined /> {t("app.home")}
        </Link>
      ),
    },
    ...crumbs.map((c, i) => {
      const label = pick(c, i18n.language);
      const last = i === crumbs.length - 1;
      return { key: `${i}`, title: c.path && !last && c.path !== current ? <Link to={c.path}>{label}</Link> : label };
    }),
  ];
  return <Breadcrumb items={items} data-testid="breadcrumb" />;
}
