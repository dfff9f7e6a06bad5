import { MenuOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsMobile } from "../../platform/useIsMobile";
import { BrandMark } from "../BrandMark";
import { BranchPicker } from "../navbar/BranchPicker";
import { LanguageSwitch } from "../navbar/LanguageSwitch";
import { ServerClock } from "../navbar/ServerClock";
import { SettingsDrawer } from "../navbar/SettingsDrawer";
import { StarredPages } from "../navbar/StarredPages";
import { UserMenu } from "../navbar/UserMenu";

/** The sticky bar on top: brand, branch, server time, starred pages, language, settings, user. */
export function Navbar({
  onOpenMenu,
  showBrand = true,
  inverse = false,
}: {
  onOpenMenu?: () => void;
  showBrand?: boolean;
  /** The bar is dark (dark and semi-dark themes): the name is written in white. */
  inverse?: boolean;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Flex align="center" gap={4} style={{ height: "100%", minWidth: 0 }}>
      {mobile && onOpenMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={onOpenMenu}
          aria-label={t("navbar.menu")}
          data-testid="open-menu"
        />
      )}
      {showBrand && (
        <Link to="/" aria-label={t("app.home")} style={{ display: "flex" }}>
          <BrandMark size={28} showName={!mobile} inverse={inverse} />
        </Link>
      )}
      <div style={{ flex: 1 }} />
      {!mobile && <ServerClock />}
      <BranchPicker compact={mobile} />
      <StarredPages />
      <LanguageSwitch />
      <SettingsDrawer />
      <UserMenu compact={mobile} />
    </Flex>
  );
}
