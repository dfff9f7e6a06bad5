import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { verifyPassword } from "../../platform/auth/passwords.js";
import { endSession, type Rotation, rotateRefreshToken, startSession } from "../../platform/auth/sessions.js";
import { type LoginAttempt, reserveAttempt, takeBackAttempt } from "../../platform/auth/throttle.js";
import { type Issue, signAccessToken, verifySignatureOnly } from "../../platform/auth/tokens.js";
import type { Pool } from "../../platform/db/pool.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { users } from "../../platform/db/tenant-tables.js";
import { AppError } from "../../platform/errors.js";
import { inKnownTenant } from "../../platform/tenancy.js";
import type { Tenant } from "../../platform/tenants.js";

export interface LoginInput {
  user_name: string;
  password: string;
  system_type?: string;
  login_type?: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
}

export class AuthService {
  constructor(
    private readonly pool: Pool,
    private readonly config: Config,
  ) {}

  private async pair(
    tenant: Tenant,
    userId: string,
    sessionId: string,
    refreshToken: string,
    issue?: Issue,
  ): Promise<TokenPair> {
    const ttl = this.config.accessTokenTtlSeconds;
    const claims = { tenant: tenant.code, subject: userId, sessionId };
    const access = await signAccessToken(this.config.jwtSecret, claims, ttl, issue);
    return { access_token: access, refresh_token: refreshToken, token_type: "Bearer", expires_in: ttl };
  }

  async login(tenant: Tenant, input: LoginInput, client: { ip: string; userAgent: string }): Promise<TokenPair> {
    const attempt: LoginAttempt = { tenant: tenant.code, userName: input.user_name, ip: client.ip };
    await reserveAttempt(this.pool, attempt);
    // A tenant not in use verifies against the unknown user's hash: the same 401 after the same work.
    const session = await inKnownTenant(
      this.pool,
      tenant,
      async (db) => {
        const [user] = await db
          .select({ id: users.id, password_hash: users.password_hash, status: users.status })
          .from(users)
          .where(eq(sql`lower(${users.user_name})`, input.user_name.trim().toLowerCase()));
        const valid = await verifyPassword(user?.password_hash, input.password);
        if (!user || !valid || !user.status) return undefined;
        const started = await startSession(db, {
          userId: user.id,
          ip: client.ip,
          userAgent: client.userAgent,
          systemType: input.system_type,
          loginType: input.login_type,
          ttlDays: this.config.refreshTokenTtlDays,
        });
        return { userId: user.id, ...started };
      },
      async () => {
        await verifyPassword(undefined, input.password);
        return undefined;
      },
    );
    if (!session) throw new AppError(401, "login_failed");
    await takeBackAttempt(this.pool, attempt);
    return this.pair(tenant, session.userId, session.sessionId, session.refreshToken);
  }

  async refresh(tenant: Tenant, refreshToken: string, accessToken: string | undefined): Promise<TokenPair> {
    const secret = this.config.jwtSecret;
    const claims = accessToken ? await verifySignatureOnly(secret, accessToken) : undefined;
    // A customer's token (the client area) has no refresh token: its sign-in lasts as long as it does.
    if (accessToken && (claims?.kind !== "staff" || claims.tenant !== tenant.code)) {
      throw new AppError(401, "refresh_invalid");
    }
    const rotation = await inKnownTenant(
      this.pool,
      tenant,
      (db) => rotateRefreshToken(db, secret, refreshToken, claims?.sid),
      async (): Promise<Rotation> => ({ kind: "invalid" }),
    );
    if (rotation.kind !== "rotated") throw new AppError(401, "refresh_invalid");
    return this.pair(tenant, rotation.userId, rotation.sessionId, rotation.refreshToken, rotation.issue);
  }

  logout(tenant: Tenant, sessionId: string): Promise<void> {
    return inTenant(this.pool, tenant.schema, (db) => endSession(db, sessionId, "logout"));
  }
}
