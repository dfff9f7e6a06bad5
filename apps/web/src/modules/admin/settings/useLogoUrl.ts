import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { type ShopLogo, shopSettingsApi, shopSettingsKeys } from "./shopSettingsApi";

/** The logo as an address an <img> can show (an object URL of its bytes), kept while the logo is the same. */
export function useLogoUrl(logo: ShopLogo | null): string | undefined {
  const blob = useQuery({
    queryKey: shopSettingsKeys.logo(logo?.sha256 ?? ""),
    queryFn: () => shopSettingsApi.logoBlob(logo?.url ?? ""),
    enabled: Boolean(logo),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (logo && blob.data ? URL.createObjectURL(blob.data) : undefined), [logo, blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
