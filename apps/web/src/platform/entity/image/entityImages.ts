import { type EntityDefinition, type Field, formatNumber, imageTypeOf, LOGO_MAX_BYTES } from "@sen/core";
import { api } from "@/platform/api";

/** The field holding a row's picture address, when the entity has pictures. */
export const imageField = (definition: EntityDefinition): Field | undefined =>
  definition.fields.find((f) => f.kind === "text" && f.image);

/** What the form will do with the row's picture once the row is saved. */
export type PendingImage = { kind: "keep" } | { kind: "set"; file: Blob } | { kind: "remove" };
export const KEEP_IMAGE: PendingImage = { kind: "keep" };

/** A picture's limit, the logo's: a shelf photo, not a print. */
export const IMAGE_MAX_KB = LOGO_MAX_BYTES / 1024;

export type ImageProblem = { key: "tooLarge"; max: string; size: string } | { key: "type" };

/** Why a chosen file cannot be the picture, checked by its bytes as the server will; undefined when it can. */
export async function imageProblem(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size > LOGO_MAX_BYTES) {
    return { key: "tooLarge", max: formatNumber(IMAGE_MAX_KB), size: formatNumber(Math.ceil(file.size / 1024)) };
  }
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageTypeOf(head) ? undefined : { key: "type" };
}

/** Sends what the form chose for the saved row's picture (the file as the body, or its removal). */
export async function applyImage(definition: EntityDefinition, id: string, choice: PendingImage, had: boolean) {
  if (choice.kind === "set") await api.put(`${definition.api}/${id}/image`, choice.file);
  if (choice.kind === "remove" && had) await api.delete(`${definition.api}/${id}/image`);
}

/** The picture's bytes, from the address the row gives (`/api/…?v=…`). */
export const imageBlob = async (url: string) =>
  (await api.get<Response>(url.replace(/^\/api\//, ""), { raw: true })).blob();
