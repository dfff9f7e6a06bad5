import type { Bilingual } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../crud/messages.js";
import { invalidInput } from "../errors.js";
import type { DocumentDraft, DocumentRow } from "./document-kind.js";

/**
 * The branch of a document that has no warehouse to tell it (a card top-up, a no-name card sale): the one given, or
 * the user's only one; 422 on `ma_dvcs` with `choose` when neither.
 */
export function draftBranch<L extends DocumentRow>(
  draft: DocumentDraft<L>,
  request: FastifyRequest,
  choose: Bilingual,
) {
  const branch = draft.header.ma_dvcs ?? (request.branches.length === 1 ? request.branches[0] : undefined);
  if (!branch) throw invalidInput({ ma_dvcs: bilingual(choose.vi, choose.en ?? choose.vi) });
  draft.header.ma_dvcs = branch;
  return branch;
}
