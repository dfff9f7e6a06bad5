import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { userConfigs } from "../../platform/db/tenant-tables.js";

/** Table settings and the like: small texts (JSON) the web app keeps per user and gets back in auth/user-info. */
export const USER_CONFIG_NAME = /^[a-z0-9_.:-]{1,100}$/;
export const USER_CONFIG_MAX_LENGTH = 20_000;

const params = z.object({
  name: z.string().regex(USER_CONFIG_NAME, bilingual("Tên cấu hình không hợp lệ", "The setting name is not valid")),
});
const body = z.object({
  value: z
    .string({ error: bilingual("Giá trị là bắt buộc", "The value is required") })
    .max(
      USER_CONFIG_MAX_LENGTH,
      bilingual(`Giá trị tối đa ${USER_CONFIG_MAX_LENGTH} ký tự`, `At most ${USER_CONFIG_MAX_LENGTH} characters`),
    ),
});
const entry = z.object({ name: z.string(), value: z.string() });

function saveUserConfig(db: TenantDb, userId: string, name: string, value: string) {
  return db
    .insert(userConfigs)
    .values({ user_id: userId, name, value })
    .onConflictDoUpdate({ target: [userConfigs.user_id, userConfigs.name], set: { value } })
    .returning({ name: userConfigs.name, value: userConfigs.value });
}

export async function userConfigRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/user/configs/:name",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["auth"],
        summary: "Save one of the signed-in user's own settings (created or replaced)",
        params,
        body,
        response: { 200: entry },
      },
    },
    async (req) => {
      const { id } = signedIn(req).user;
      const [saved] = await req.tx((db) => saveUserConfig(db, id, req.params.name, req.body.value));
      return saved ?? { name: req.params.name, value: req.body.value };
    },
  );
}
