import { Carousel } from "antd";

export interface Banner {
  id: string;
  title: string;
  image_url: string;
  link_url: string | null;
}

/** The banners turning every few seconds, each opening its link in a new tab. */
export interface BannerCarouselProps {
  banners: Banner[];
  position: "login" | "dashboard";
  height: number;
}

export function BannerCarousel({ banners: data, position, height }: BannerCarouselProps) {
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
