import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { wholeList } from "../../platform/lists.js";
import { branchList } from "./branch.schemas.js";
import { listActiveBranches } from "./branch.service.js";

export async function branchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/branchs",
    {
      config: { access: "signed-in" },
      schema: { tags: ["system"], summary: "Active branches by code", response: { 200: branchList } },
    },
    async (req) => wholeList(await req.tx(listActiveBranches)),
  );
}
