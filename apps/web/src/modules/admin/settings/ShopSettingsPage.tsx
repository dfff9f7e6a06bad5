import "../messages";
import { useQuery } from "@tanstack/react-query";
import { Result, Skeleton } from "antd";
import { ShopSettingsEditor } from "./ShopSettingsEditor";
import { shopSettingsApi, shopSettingsKeys } from "./shopSettingsApi";

/** /admin/settings: what the owner sets once for the whole shop. */
export function ShopSettingsPage() {
  const settings = useQuery({ queryKey: shopSettingsKeys.settings, queryFn: shopSettingsApi.get });
  if (settings.error) return <Result status="warning" title={settings.error.message} />;
  if (!settings.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <ShopSettingsEditor settings={settings.data} />;
}
