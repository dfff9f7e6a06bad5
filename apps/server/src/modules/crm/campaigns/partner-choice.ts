import { partnerEntity } from "@sen/core";
import { and, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ListQuery } from "../../../platform/crud/list-query.js";
import { filterConditions } from "../../../platform/crud/list-where.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { invalidInput } from "../../../platform/errors.js";
import { visiblePartners } from "../call-logs/partner-lookup.js";
import { partners } from "../crm.tables.js";

const code = z.string().trim().max(100).optional();

/** Partners chosen by what they are: source, level, salesperson, VIP, search text. */
export const partnerFilterSchema = z.object({
  ma_nguon: code,
  ma_cap_do: code,
  ma_nvbh: code,
  vip: z.boolean().optional(),
  searchKey: z.string().max(200).optional(),
});

export type PartnerFilter = z.infer<typeof partnerFilterSchema> & { birthday_month?: number };

const chooseSome = bilingual("Hãy chọn khách hàng hoặc điều kiện lọc", "Choose customers or a filter");

/** Partners picked one by one (`ids`), or by a filter, or both (those and these). */
export function partnerChoiceSchema<F extends z.ZodType<PartnerFilter>>(filter: F, max: number) {
  return z.object({
    ids: z
      .array(z.uuid(bilingual("Mã khách hàng không hợp lệ", "Invalid customer id")))
      .max(max, bilingual(`Tối đa ${max} khách hàng mỗi lần`, `At most ${max} customers at a time`))
      .optional(),
    filter: filter.optional(),
  });
}

export interface PartnerChoice {
  ids?: string[];
  filter?: PartnerFilter;
}

/** Refuses (422) a choice that names no partner and no filter: nothing would be chosen. */
export function refuseEmptyChoice(choice: PartnerChoice) {
  if (!choice.ids?.length && !choice.filter) throw invalidInput({ ids: chooseSome });
}

function filtered(filter: PartnerFilter): SQL | undefined {
  const { vip, birthday_month, ...rest } = filter;
  const query = { ...rest, vip: vip === undefined ? undefined : String(vip) } as unknown as ListQuery;
  return and(
    eq(partners.status, true),
    filterConditions(partnerEntity, partners, query),
    birthday_month ? sql`extract(month from ${partners.ngay_sinh}) = ${birthday_month}` : undefined,
  );
}

/**
 * The chosen partners the request may see (its branches, the salesperson scope of their rights): those
 * picked by id, and the active ones matching the filter; only partners with a code, by which
 * campaigns and broadcasts keep them.
 */
export function chosenPartners(request: FastifyRequest, choice: PartnerChoice): SQL | undefined {
  const picked = choice.ids?.length ? inArray(partners.id, choice.ids) : undefined;
  const matching = choice.filter ? filtered(choice.filter) : undefined;
  return and(visiblePartners(request), isNotNull(partners.ma_kh), or(picked, matching) ?? sql`false`);
}
