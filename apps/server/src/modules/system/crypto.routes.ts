import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { decryptText, encryptText } from "./crypto.service.js";

const MAX_TEXT = 10_000;
const MAX_ITEMS = 1000;

const text = (max: number) =>
  z
    .string({ error: bilingual("Giá trị là bắt buộc và phải là chuỗi", "A text value is required") })
    .max(max, bilingual(`Tối đa ${max} ký tự`, `At most ${max} characters`));
const one = z.object({ value: z.string() });

const tags = ["system"];
const admin = { access: "admin" } as const;

/** Encryption for administrators with the key from ENCRYPTION_KEY (never stored in the database). */
export async function cryptoRoutes(app: FastifyInstance, { key }: { key: Buffer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/system/encrypt",
    {
      config: admin,
      schema: {
        tags,
        summary: "Encrypt a text (AES-256-GCM)",
        body: z.object({ value: text(MAX_TEXT) }),
        response: { 200: one },
      },
    },
    (req) => ({ value: encryptText(key, req.body.value) }),
  );

  r.post(
    "/system/encrypts",
    {
      config: admin,
      schema: {
        tags,
        summary: `Encrypt up to ${MAX_ITEMS} texts`,
        body: z.object({
          items: z
            .array(text(MAX_TEXT), { error: bilingual("Danh sách giá trị là bắt buộc", "A list of texts is required") })
            .max(MAX_ITEMS, bilingual(`Tối đa ${MAX_ITEMS} giá trị`, `At most ${MAX_ITEMS} values`)),
        }),
        response: { 200: z.object({ items: z.array(z.string()) }) },
      },
    },
    (req) => ({ items: req.body.items.map((value) => encryptText(key, value)) }),
  );

  r.post(
    "/system/decrypt",
    {
      config: admin,
      schema: {
        tags,
        summary: "Decrypt a text made by system/encrypt (422 when altered or foreign)",
        body: z.object({ value: text(MAX_TEXT * 2) }),
        response: { 200: one },
      },
    },
    (req) => ({ value: decryptText(key, req.body.value) }),
  );
}
