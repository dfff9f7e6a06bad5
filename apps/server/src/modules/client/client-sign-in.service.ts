import { maskPhone } from "@sen/core";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { writeAudit } from "../../platform/audit.js";
import { type LoginAttempt, reserveAttempt, takeBackAttempt } from "../../platform/auth/throttle.js";
import { signAccessToken } from "../../platform/auth/tokens.js";
import type { SignedInCustomer } from "../../platform/authentication.js";
import type { Pool } from "../../platform/db/pool.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { AppError } from "../../platform/errors.js";
import { inKnownTenant } from "../../platform/tenancy.js";
import type { Tenant } from "../../platform/tenants.js";
import { customerByPhone } from "../crm/partners/customer-record.js";
import {
  checkCustomerOtp,
  endSignIn,
  issueCustomerOtp,
  type OtpMessage,
  openSignIn,
  otpMinutes,
  otpTries,
} from "../sales/cards/customer-otp.js";
import { configValues } from "../system/config.service.js";
import { clientAreaOpen, signInId } from "./client-area.js";

/** How long a customer stays signed in to the client area on their phone, unless they sign out. */
export const SIGN_IN_DAYS = 7;

/** Where a request comes from: the throttle counts by address, the audit names it. */
export interface Caller {
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

const signInMessage: OtpMessage = (customer, code, minutes) =>
  `Mã đăng nhập khu vực khách hàng của ${customer.ten_kh} là ${code}, hiệu lực ${minutes} phút. Không chia sẻ mã này.`;

/**
 * Customers sign in to the client area with their phone and a code sent to it. The answers never tell whether a phone
 * is a customer's: a code "is sent" to any phone, and a wrong code, an unknown phone, an expired or used code and a
 * code tried too often are all the same refusal. Codes asked for and sign-ins tried are throttled by address like the
 * staff's sign-ins, counted apart from them.
 */
export class ClientSignIns {
  constructor(
    private readonly pool: Pool,
    private readonly config: Config,
  ) {}

  private async refuseClosed(tenant: Tenant) {
    const open = await inKnownTenant(this.pool, tenant, clientAreaOpen, async () => false);
    if (!open) throw new AppError(404, "client_area_closed");
  }

  /** Sends a code to the customer with this phone, if there is one (and they were not sent too many this hour). */
  async sendCode(tenant: Tenant, phone: string, caller: Caller) {
    await this.refuseClosed(tenant);
    await reserveAttempt(this.pool, { tenant: tenant.code, userName: phone, ip: caller.ip, scope: "client-code" });
    const minutes = await inTenant(this.pool, tenant.schema, async (db) => {
      const customer = await customerByPhone(db, phone);
      if (customer) {
        const issued = await issueCustomerOtp(db, caller.log, customer, signInMessage, null);
        if ("throttled" in issued)
          caller.log.warn({ ma_kh: customer.ma_kh }, "client sign-in code not sent: hourly limit");
      }
      const { otp_expiration } = await configValues(db, ["otp_expiration"]);
      return otpMinutes(otp_expiration);
    });
    return { phone: maskPhone(phone), minutes };
  }

  /** A token for the customer whose phone received `code`, good for their sign-in (`SIGN_IN_DAYS`). */
  async signIn(tenant: Tenant, phone: string, code: string, caller: Caller) {
    await this.refuseClosed(tenant);
    const attempt: LoginAttempt = { tenant: tenant.code, userName: phone, ip: caller.ip, scope: "client" };
    await reserveAttempt(this.pool, attempt);
    const opened = await inTenant(this.pool, tenant.schema, async (db) => {
      const customer = await customerByPhone(db, phone);
      if (!customer) return undefined;
      const { sale_package_otp_max } = await configValues(db, ["sale_package_otp_max"]);
      const verdict = await checkCustomerOtp(db, customer.ma_kh, code, otpTries(sale_package_otp_max));
      // A wrong try is returned, not thrown: the transaction keeps its count.
      if ("refused" in verdict) return undefined;
      if (!(await openSignIn(db, verdict.id, SIGN_IN_DAYS))) return undefined;
      await writeAudit(
        db,
        { user_name: customer.ma_kh, ip: caller.ip, user_agent: caller.userAgent },
        { action: "login", entity: "client-sign-in", recordId: String(verdict.id), new: { phone: maskPhone(phone) } },
      );
      return { customer, sessionId: String(verdict.id) };
    });
    if (!opened) throw new AppError(401, "client_login_failed");
    await takeBackAttempt(this.pool, attempt);
    const seconds = SIGN_IN_DAYS * 24 * 3600;
    const claims = { tenant: tenant.code, subject: opened.customer.ma_kh, sessionId: opened.sessionId };
    return {
      access_token: await signAccessToken(this.config.jwtSecret, { ...claims, kind: "client" }, seconds),
      token_type: "Bearer" as const,
      expires_in: seconds,
      customer: { ma_kh: opened.customer.ma_kh, ten_kh: opened.customer.ten_kh },
    };
  }

  /** Ends the customer's sign-in: their token is refused from the next call. */
  async signOut(tenant: Tenant, customer: SignedInCustomer, caller: Caller) {
    const id = signInId(customer.sessionId);
    if (id === undefined) return;
    await inTenant(this.pool, tenant.schema, async (db) => {
      await endSignIn(db, id, customer.ma_kh);
      await writeAudit(
        db,
        { user_name: customer.ma_kh, ip: caller.ip, user_agent: caller.userAgent },
        { action: "logout", entity: "client-sign-in", recordId: customer.sessionId },
      );
    });
  }
}
