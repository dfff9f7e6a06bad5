import { imageTypeOf, LOGO_MAX_BYTES } from "@sen/core";

export type LogoFileProblem = { kind: "type" } | { kind: "size"; sizeKb: number };

/** Why a chosen file cannot be the logo (checked by its bytes, as the server will), or its base64. */
export async function readLogoFile(file: Blob): Promise<{ data: string } | { problem: LogoFileProblem }> {
  if (file.size > LOGO_MAX_BYTES) return { problem: { kind: "size", sizeKb: Math.ceil(file.size / 1024) } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!imageTypeOf(bytes)) return { problem: { kind: "type" } };
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { data: btoa(binary) };
}
