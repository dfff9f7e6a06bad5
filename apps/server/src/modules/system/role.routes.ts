import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applyRoleBody, copyRightsBody, roleBody, roleDetail, roleList, roleOfUser } from "./role.schemas.js";
import { createRole, deleteRole, roleDetail as getRole, listRoles, updateRole } from "./role.service.js";
import { idParams, rightsEditorAnswer } from "./user.schemas.js";
import { applyRole, copyRights } from "./user-role.service.js";

const tags = ["system"];
// Roles are part of managing users: the same command and rights.
const access = (right: "read" | "add" | "edit" | "del") => ({ access: { command: "system.users" as const, right } });
// Taking a role or copying rights is granting rights: nobody but an administrator does it to themselves.
const onOtherUser = { access: { needs: { command: "system.users", right: "edit" }, notOnSelf: "id" } } as const;
const rightsWithRole = rightsEditorAnswer.extend({ role: roleOfUser });

/**
 * Roles (vai trò): named sets of rights that users follow; a change to a role rewrites its followers'
 * rights in the same transaction. Also taking a role for one user, and copying another user's rights.
 */
export async function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/system/roles",
    {
      config: access("read"),
      schema: { tags, summary: "Roles with how many users follow each", response: { 200: roleList } },
    },
    (req) => req.tx((db) => listRoles(db)),
  );

  r.get(
    "/system/roles/:id",
    {
      config: access("read"),
      schema: {
        tags,
        summary: "One role with its rights and followers",
        params: idParams,
        response: { 200: roleDetail },
      },
    },
    (req) => req.tx((db) => getRole(db, req.params.id)),
  );

  r.post(
    "/system/roles",
    {
      config: access("edit"),
      schema: {
        tags,
        summary: "Create a role (and apply it to `user_ids`)",
        body: roleBody,
        response: { 200: roleDetail },
      },
    },
    (req) => req.tx((db) => createRole(db, req, req.body)),
  );

  r.put(
    "/system/roles/:id",
    {
      config: access("edit"),
      schema: {
        tags,
        summary: "Change a role; every user who follows it gets its new rights in the same transaction",
        params: idParams,
        body: roleBody,
        response: { 200: roleDetail },
      },
    },
    (req) => req.tx((db) => updateRole(db, req, req.params.id, req.body)),
  );

  r.delete(
    "/system/roles/:id",
    {
      config: access("edit"),
      schema: {
        tags,
        summary: "Delete a role nobody follows (else 409 naming who does)",
        params: idParams,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (req) => {
      await req.tx((db) => deleteRole(db, req, req.params.id));
      return { id: req.params.id };
    },
  );

  r.put(
    "/system/users/:id/role",
    {
      config: onOtherUser,
      schema: {
        tags,
        summary: "The user follows a role (its rights become theirs); null leaves it, keeping the rights",
        params: idParams,
        body: applyRoleBody,
        response: { 200: rightsWithRole },
      },
    },
    (req) => req.tx((db) => applyRole(db, req, req.params.id, req.body.role_id)),
  );

  r.post(
    "/system/users/:id/rights/copy",
    {
      config: onOtherUser,
      schema: {
        tags,
        summary: "Copy another user's rights (not their branches nor data scope) and the role they follow",
        params: idParams,
        body: copyRightsBody,
        response: { 200: rightsWithRole },
      },
    },
    (req) => req.tx((db) => copyRights(db, req, req.params.id, req.body.source_user_id)),
  );
}
