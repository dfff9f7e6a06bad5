import { useQuery } from "@tanstack/react-query";
import { Carousel } from "antd";
import { api } from "../api";

interface Banner {
  id: string;
  title: string;
  image_url: string;
  link_url: string | null;
}

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
    <div data-testid={`banners-${position}`} style={{ width: "100%", borderRadius: 12, overflow: "hidden" }}>
      <Carousel autoplay={data.length > 1} autoplaySpeed={6000} dots={data.length > 1}>
        {data.map((banner) => {
          const image = (
            <img
              src={banner.image_url}
              alt={banner.title}
              style={{ display: "block", width: "100%", height, objectFit: "cover" }}
            />
          );
          return (
            <div key={banner.id}>
              {banner.link_url ? (
                <a href={banner.link_url} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
