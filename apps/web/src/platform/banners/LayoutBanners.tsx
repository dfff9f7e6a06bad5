import { useQuery } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import { api } from "../api";
import type { Banner, BannerCarouselProps } from "./BannerCarousel";

// The carousel loads only where there are banners to turn (most places have none on the sign-in page);
// banners are decoration: a carousel that fails to load shows nothing rather than an error page.
const BannerCarousel = lazy<ComponentType<BannerCarouselProps>>(() =>
  import("./BannerCarousel").then(
    (m) => ({ default: m.BannerCarousel }),
    () => ({ default: () => null }),
  ),
);

/**
 * The banners an administrator set for this place (Hệ thống > Banner) and today's date, turning
 * every few seconds; nothing at all when there are none or they cannot be loaded.
 */
export function LayoutBanners({ position, height }: { position: "login" | "dashboard"; height: number }) {
  const { data } = useQuery({
    queryKey: ["layout-banners", position],
    queryFn: () =>
      api.get<{ items: Banner[] }>("system/layout/banners/active", { query: { position } }).then((a) => a.items),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={<div style={{ height }} />}>
      <BannerCarousel banners={data} position={position} height={height} />
    </Suspense>
  );
}
