import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { imageBlob } from "./entityImages";

/**
 * A row's picture as an address an <img> can show (an object URL of its bytes: the API wants the
 * session's token, which an <img> cannot send). The address carries the picture's version, so it is kept.
 */
export function useImageUrl(url: string | null | undefined): string | undefined {
  const blob = useQuery({
    queryKey: ["entity-image", url ?? ""],
    queryFn: () => imageBlob(url ?? ""),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useMemo(() => (url && blob.data ? URL.createObjectURL(blob.data) : undefined), [url, blob.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl;
}
