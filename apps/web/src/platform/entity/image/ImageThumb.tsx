import { PictureOutlined } from "@ant-design/icons";
import { useImageUrl } from "./useImageUrl";

const box = {
  width: 40,
  height: 40,
  borderRadius: 6,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: "var(--ant-color-fill-quaternary, #f5f5f5)",
  color: "var(--ant-color-text-quaternary, #bfbfbf)",
  overflow: "hidden",
} as const;

/** A list row's small picture, or a placeholder when it has none. */
export function ImageThumb({ url, alt }: { url: string | null | undefined; alt: string }) {
  const src = useImageUrl(url);
  return (
    <span style={box} data-testid="row-image">
      {src ? <img src={src} alt={alt} style={{ width: 40, height: 40, objectFit: "cover" }} /> : <PictureOutlined />}
    </span>
  );
}
