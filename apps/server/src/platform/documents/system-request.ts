import type { FastifyRequest } from "fastify";

/**
 * A request as the system makes it when it seeds documents: an administrator named "system" (audit rows say so),
 * working in `branches`; documents go through their own rules, an approval included.
 */
export function systemRequest(branches: readonly string[]): FastifyRequest {
  const rights = { r_access: [], r_read: [], r_add: [], r_edit: [], r_del: [], r_print: [] };
  return {
    branches,
    headers: {},
    ip: "",
    auth: { user: { is_admin: 1, user_name: "system", ...rights } },
  } as unknown as FastifyRequest;
}
