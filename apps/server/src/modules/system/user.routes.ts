import { type EntityOperation, entityAccess, userEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { langOf } from "../../platform/errors.js";
import { translate } from "../../platform/messages.js";
import {
  idParams,
  messageAnswer,
  passwordBody,
  rightsBody,
  rightsEditorAnswer,
  userCreateBody,
  userDetail as userDetailSchema,
  userItem,
  userList,
  userListQuery,
  userPatchBody,
  userUpdateBody,
} from "./user.schemas.js";
import { createUser, deleteUser, listUsers, resetPassword, updateUser, userDetail } from "./user.service.js";
import { replaceRights, rightsEditor } from "./user-rights.service.js";

const tags = ["system"];
const access = (operation: EntityOperation) => ({ access: entityAccess(userEntity, operation) });

/** Users (system.users): list, one with rights and branches, create, update, delete, password reset, rights. */
export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/system/users",
    {
      config: access("list"),
      schema: { tags, summary: "List users", querystring: userListQuery, response: { 200: userList } },
    },
    (req) => req.tx((db) => listUsers(db, req.query)),
  );

  r.get(
    "/system/users/:id",
    {
      config: access("get"),
      schema: {
        tags,
        summary: "One user with rights and branches",
        params: idParams,
        response: { 200: userDetailSchema },
      },
    },
    (req) => req.tx((db) => userDetail(db, req.params.id)),
  );

  r.post(
    "/system/users",
    {
      config: access("create"),
      schema: { tags, summary: "Create a user", body: userCreateBody, response: { 200: userItem } },
    },
    (req) => req.tx((db) => createUser(db, req, req.body)),
  );

  r.put(
    "/system/users/:id",
    {
      config: access("update"),
      schema: {
        tags,
        summary: "Update a user (the password has its own call)",
        params: idParams,
        body: userUpdateBody,
        response: { 200: userItem },
      },
    },
    (req) => req.tx((db) => updateUser(db, req, req.params.id, req.body, "put")),
  );

  r.patch(
    "/system/users/:id",
    {
      config: access("update"),
      schema: {
        tags,
        summary: "Change some of a user's fields",
        params: idParams,
        body: userPatchBody,
        response: { 200: userItem },
      },
    },
    (req) => req.tx((db) => updateUser(db, req, req.params.id, req.body, "patch")),
  );

  r.delete(
    "/system/users/:id",
    {
      config: access("delete"),
      schema: { tags, summary: "Delete a user who never signed in (else 409: deactivate)", params: idParams },
    },
    async (req) => {
      await req.tx((db) => deleteUser(db, req, req.params.id));
      return { id: req.params.id };
    },
  );

  r.put(
    "/system/users/:id/password",
    {
      config: access("update"),
      schema: {
        tags,
        summary: "Set a user's password; every session of that user ends",
        params: idParams,
        body: passwordBody,
        response: { 200: messageAnswer },
      },
    },
    async (req) => {
      await req.tx((db) => resetPassword(db, req, req.params.id, req.body.password));
      return { message: translate("password_changed", langOf(req)) };
    },
  );

  r.get(
    "/system/users/:id/rights",
    {
      config: access("get"),
      schema: {
        tags,
        summary: "Every menu command with the six rights the user holds",
        params: idParams,
        response: { 200: rightsEditorAnswer },
      },
    },
    (req) => req.tx((db) => rightsEditor(db, req.params.id)),
  );

  r.put(
    "/system/users/:id/rights",
    {
      config: { access: { needs: entityAccess(userEntity, "update"), notOnSelf: "id" } },
      schema: {
        tags,
        summary: "Replace the user's whole set of rights (takes effect at their next call)",
        params: idParams,
        body: rightsBody,
        response: { 200: rightsEditorAnswer },
      },
    },
    (req) => req.tx((db) => replaceRights(db, req, req.params.id, req.body)),
  );
}
