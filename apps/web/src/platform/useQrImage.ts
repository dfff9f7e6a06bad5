import { useEffect, useState } from "react";

/**
 * A QR code of `text` as an image (a data URL), drawn by the `qrcode` library, which is loaded
 * only when a code is first shown; undefined until it is drawn or when there is no text.
 */
export function useQrImage(text: string | undefined, width = 200): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    if (!text) return;
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(text, { width, margin: 1, errorCorrectionLevel: "M" }))
      .then((url) => {
        if (current) setImage({ text, url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text, width]);
  return text && image?.text === text ? image.url : undefined;
}
