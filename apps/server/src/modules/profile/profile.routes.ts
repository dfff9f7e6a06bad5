import { userEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import { writeSchema } from "../../platform/crud/schema.js";
import type { Pool } from "../../platform/db/pool.js";
import { langOf } from "../../platform/errors.js";
import { translate } from "../../platform/messages.js";
import { newPassword } from "../system/user.schemas.js";
import { changeOwnPassword, type ProfileInput, readProfile, updateProfile } from "./profile.service.js";

const tags = ["user"];
const signedInOnly = { access: "signed-in" } as const;

const profile = z.object({
  id: z.uuid(),
  user_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  saler: z.string().nullable(),
  branchs: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});

const profileBody = writeSchema(userEntity).pick({
  full_name: true,
  email: true,
  phone: true,
}) as unknown as z.ZodType<ProfileInput>;

const passwordBody = z.object({
  current_password: z
    .string({ error: bilingual("Mật khẩu hiện tại là bắt buộc", "The current password is required") })
    .min(1, bilingual("Mật khẩu hiện tại là bắt buộc", "The current password is required"))
    .max(200),
  new_password: newPassword,
});

/** The signed-in user's own profile and password (/user/profile). */
export async function profileRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/user/profile",
    { config: signedInOnly, schema: { tags, summary: "My profile", response: { 200: profile } } },
    (req) => req.tx((db) => readProfile(db, signedIn(req).user.id)),
  );

  r.put(
    "/user/profile",
    {
      config: signedInOnly,
      schema: { tags, summary: "Change my name, email and phone", body: profileBody, response: { 200: profile } },
    },
    (req) => req.tx((db) => updateProfile(db, req, req.body)),
  );

  r.put(
    "/user/password",
    {
      // A wrong current password counts as a failed sign-in.
      config: { ...signedInOnly, answers: [429] },
      schema: {
        tags,
        summary: "Change my password (my other sessions end)",
        body: passwordBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await changeOwnPassword(pool, req, req.body);
      return { message: translate("password_changed", langOf(req)) };
    },
  );
}
