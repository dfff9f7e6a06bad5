import { targetEntity } from "@sen/core";
import { targetBinding } from "../../crm/campaigns/campaigns.routes.js";
import { progressSchema, targetProgress } from "../../crm/campaigns/target-progress.js";
import { defineBlock } from "./analytics-block.js";

/** The targets meeting the period, of the employees the user may see, with their actuals: the target report's figures. */
export const targetFigures = defineBlock({
  source: targetEntity.command,
  schema: progressSchema,
  run: (db, ctx, request) => targetProgress(db, targetBinding, { fromDate: ctx.from, toDate: ctx.to }, request),
});
