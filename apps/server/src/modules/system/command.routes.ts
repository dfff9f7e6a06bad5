import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../platform/authentication.js";
import { wholeList } from "../../platform/lists.js";
import { commandList } from "./command.schemas.js";
import { listCommands } from "./command.service.js";

export async function commandRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/command",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["system"],
        summary: "Menu commands the signed-in user may use, with their ancestors",
        response: { 200: commandList },
      },
    },
    async (req) => {
      const { user } = signedIn(req);
      return wholeList(await req.tx((db) => listCommands(db, user)));
    },
  );
}
