import { Flex } from "antd";
import { LayoutBanners } from "../../app/banners/LayoutBanners";
import { ScreenPlaceholder } from "../../app/pages/ScreenPlaceholder";

/** The home screen: the tenant's dashboard banners above the figures (the figures come with their modules). */
export function AnalyticsDashboard() {
  return (
    <Flex vertical gap={16}>
      <LayoutBanners position="dashboard" height={220} />
      <ScreenPlaceholder />
    </Flex>
  );
}
