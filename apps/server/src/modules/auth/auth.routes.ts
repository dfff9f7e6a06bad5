import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loadUserConfigs } from "../../platform/auth/current-user.js";
import { signedIn } from "../../platform/authentication.js";
import { loginBody, messageOnly, refreshBody, tokenPair, userInfo } from "./auth.schemas.js";
import type { AuthService } from "./auth.service.js";

const tags = ["auth"];

export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/auth/login",
    {
      config: { access: "public", answers: [401, 429] },
      schema: { tags, summary: "Sign in", body: loginBody, response: { 200: tokenPair } },
    },
    (req) => service.login(req.tenant, req.body, { ip: req.ip, userAgent: req.headers["user-agent"] ?? "" }),
  );

  r.post(
    "/auth/refresh-token",
    {
      config: { access: "public", answers: [401] },
      schema: {
        tags,
        summary: "Trade a refresh token for a new pair",
        body: refreshBody,
        response: { 200: tokenPair },
      },
    },
    (req) => service.refresh(req.tenant, req.body.refresh_token, req.body.access_token),
  );

  r.post(
    "/auth/user-info",
    { config: { access: "signed-in" }, schema: { tags, summary: "The signed-in user", response: { 200: userInfo } } },
    async (req) => {
      const { allowedBranches: _, ...user } = signedIn(req).user;
      return { ...user, user_configs: await req.tx((db) => loadUserConfigs(db, user.id)) };
    },
  );

  r.post(
    "/auth/logout",
    { config: { access: "signed-in" }, schema: { tags, summary: "End this session", response: { 200: messageOnly } } },
    async (req) => {
      await service.logout(req.tenant, signedIn(req).sessionId);
      return { message: "Đăng xuất thành công" };
    },
  );
}
