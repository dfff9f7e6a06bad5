import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const serverTime = z.object({
  server_time: z.string().describe("ISO 8601, UTC"),
  timestamp: z.number().describe("Milliseconds since the epoch"),
  time_zone: z.string(),
});

export async function serverTimeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/server-time",
    {
      config: { access: "signed-in" },
      schema: { tags: ["system"], summary: "The server's clock", response: { 200: serverTime } },
    },
    async () => {
      const now = new Date();
      return { server_time: now.toISOString(), timestamp: now.getTime(), time_zone: "Asia/Ho_Chi_Minh" };
    },
  );
}
