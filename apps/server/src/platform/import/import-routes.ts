import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Access } from "../access.js";
import { localize } from "../crud/messages.js";
import { langOf } from "../errors.js";
import { type ImportDefinition, runImport } from "./import-definition.js";

const MiB = 1024 * 1024;
const problems = z.array(z.string());

export interface ImportRoutesOptions<L, B extends { rows: L[] }> {
  /** The records' API path ("/crm/partners"): the routes are `{path}/import/check` and `{path}/import`. */
  path: string;
  tags: string[];
  /** Who may import: the records' add right. */
  access: Access;
  /** What a row gives, for the OpenAPI summaries ("customer"). */
  what: string;
  /** The name a checked row's preview has in the answer ("partner"). */
  previewAs: string;
  bodies: { check: z.ZodType<B>; run: z.ZodType<B> };
  definition: ImportDefinition<L, B>;
  /** Whether the import may update existing records (the answer then counts them). */
  updates?: boolean;
  /** Whether the import's body takes the selected branch as `ma_dvcs` (records of a branch). */
  bodyBranch?: boolean;
}

/**
 * An Excel import's two routes: the check of a whole sheet (each row's problems or the record it gives, nothing
 * written) and the import of a batch (the good rows saved in one transaction, the others given back).
 */
export function importRoutes<L, B extends { rows: L[] }>(app: FastifyInstance, options: ImportRoutesOptions<L, B>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A whole sheet of 5,000 rows is checked in one call: more than the usual body.
  const bodyLimit = Math.max(app.initialConfig.bodyLimit ?? 0, 8 * MiB);
  const { tags, what, definition } = options;

  r.post(
    `${options.path}/import/check`,
    {
      bodyLimit,
      config: { access: options.access, bodyBranch: false },
      schema: {
        tags,
        summary: `Checks the rows of a sheet to import (at most 5,000), each with its problems or the ${what} it gives`,
        body: options.bodies.check,
        response: {
          200: z.object({
            rows: z.array(
              z.object({
                line: z.number().int(),
                problems,
                [options.previewAs]: z.record(z.string(), z.unknown()).optional(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const checked = await req.tx((db) => definition.check(db, req, (req.body as B).rows, req.body as B));
      return {
        rows: checked.map((row) => ({
          line: row.line,
          problems: row.problems.map((p) => localize(p, lang)),
          [options.previewAs]: row.preview,
        })),
      };
    },
  );

  r.post(
    `${options.path}/import`,
    {
      bodyLimit,
      config: { access: options.access, bodyBranch: options.bodyBranch ?? false },
      schema: {
        tags,
        summary: `Saves the good rows of a batch (at most 500) in one transaction as ${what}s; the others come back`,
        body: options.bodies.run,
        response: {
          200: z.object({
            created: z.number().int(),
            ...(options.updates ? { updated: z.number().int() } : {}),
            skipped: z.array(z.object({ line: z.number().int(), problems })),
          }),
        },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const result = await req.tx((db) => runImport(db, req, definition, req.body as B));
      return {
        created: result.created,
        ...(options.updates ? { updated: result.updated } : {}),
        skipped: result.skipped.map((s) => ({ line: s.line, problems: s.problems.map((p) => localize(p, lang)) })),
      };
    },
  );
}
