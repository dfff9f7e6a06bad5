import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/authentication.js";
import { langOf } from "../../platform/errors.js";
import { listOf } from "../../platform/lists.js";
import { translate } from "../../platform/messages.js";
import { forceLogout, listOnline } from "./online.service.js";

const tags = ["system"];
const access = (right: "read" | "edit") => ({ access: { command: "system.online" as const, right } });

const onlineSession = z.object({
  id: z.uuid().describe("The session"),
  user_id: z.uuid(),
  user_name: z.string(),
  full_name: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  system_type: z.string().nullable(),
  started_at: z.date(),
  last_seen_at: z.date(),
  is_current: z.boolean().describe("The caller's own session"),
});

const ended = z.object({ message: z.string(), total: z.number().describe("How many sessions ended") });

/** Online users (system.online) and forced logouts: the next call of a session ended here answers 401. */
export async function onlineRoutes(app: FastifyInstance, { accessTokenTtlSeconds }: { accessTokenTtlSeconds: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = (lang: ReturnType<typeof langOf>, total: number) => ({
    message: translate("sessions_ended", lang, { count: total }),
    total,
  });

  r.get(
    "/system/users/online",
    {
      config: access("read"),
      schema: {
        tags,
        summary: "Live sessions seen within one access-token lifetime",
        response: { 200: listOf(onlineSession) },
      },
    },
    (req) => req.tx((db) => listOnline(db, accessTokenTtlSeconds, signedIn(req).sessionId)),
  );

  r.put(
    "/system/users/logout",
    {
      config: access("edit"),
      schema: { tags, summary: "Sign out every session of the tenant but the caller's", response: { 200: ended } },
    },
    async (req) => answer(langOf(req), await req.tx((db) => forceLogout(db, req, {}, "force_logout_all"))),
  );

  r.put(
    "/system/users/:id/logout/:ip",
    {
      config: access("edit"),
      schema: {
        tags,
        summary: "Sign out one user's sessions from one address",
        params: z.object({ id: z.uuid({ error: "id không hợp lệ" }), ip: z.string().trim().min(1).max(100) }),
        response: { 200: ended },
      },
    },
    async (req) =>
      answer(
        langOf(req),
        await req.tx((db) => forceLogout(db, req, { userId: req.params.id, ip: req.params.ip }, "force_logout")),
      ),
  );
}
