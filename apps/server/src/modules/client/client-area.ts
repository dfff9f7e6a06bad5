import { configIsTrue } from "@sen/core";
import type { SignedInCustomer } from "../../platform/authentication.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { customerMaySignIn } from "../crm/partners/customer-record.js";
import { signInLasts } from "../sales/cards/customer-otp.js";
import { configValues } from "../system/config.service.js";

/**
 * Whether the shop lets its customers into the client area (`customer_create_user`): on, every customer in use with
 * a phone signs in with a code sent to it; off, none does, and the sign-ins already open end at their next call.
 */
export async function clientAreaOpen(db: TenantDb): Promise<boolean> {
  const { customer_create_user } = await configValues(db, ["customer_create_user"]);
  return configIsTrue(customer_create_user);
}

/** A sign-in's id as a client token carries it: the id of the code that opened it. */
export const signInId = (sessionId: string) => (/^[1-9]\d{0,15}$/.test(sessionId) ? Number(sessionId) : undefined);

/**
 * The customer a client token speaks for while their sign-in lasts, the area is open and they may still sign in
 * (in use, with a phone): what authentication asks at every call of a client route.
 */
export async function customerSession(
  db: TenantDb,
  ma_kh: string,
  sessionId: string,
): Promise<SignedInCustomer | undefined> {
  const id = signInId(sessionId);
  if (id === undefined) return undefined;
  const checks = await Promise.all([signInLasts(db, id, ma_kh), clientAreaOpen(db), customerMaySignIn(db, ma_kh)]);
  return checks.every(Boolean) ? { ma_kh, sessionId } : undefined;
}
