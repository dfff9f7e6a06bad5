import { Flex } from "antd";
import { LayoutBanners } from "@/platform/banners/LayoutBanners";
import { ScreenPlaceholder } from "@/platform/screens/ScreenPlaceholder";

/** The home screen: the tenant's dashboard banners above the figures (the figures come with their modules). */
export function AnalyticsDashboard() {
  return (
    <Flex vertical gap={16}>
      <LayoutBanners position="dashboard" height={220} />
      <ScreenPlaceholder path="/dashboard/analytics" />
    </Flex>
  );
}
