import { randomUUID } from "node:crypto";
import { DOCUMENT_STATUS, EDITABLE_STATUSES, mayChangeStatus } from "@sen/core";
import type { FastifyRequest } from "fastify";
import pg from "pg";
import { mayPass } from "../access.js";
import { actorOf, audit, auditRows } from "../audit.js";
import { likePattern } from "../crud/list-query.js";
import { bilingual } from "../crud/messages.js";
import { prepared } from "../db/statements.js";
import type { TenantDb } from "../db/tenant-db.js";
import { AppError, forbidden, invalidInput } from "../errors.js";
import type { DocumentAnswer, DocumentListQuery } from "./document.schemas.js";
import type { DocumentDraft, DocumentKind, DocumentRow, LineShape, StoredDocument } from "./document-kind.js";
import { insertRows, setHeader, shown, tableOf, updateHeader } from "./document-rows.js";
import { goodsLines } from "./goods-lines.js";
import { numberDocument } from "./numbering.js";
import { dropReportLines, writeReportLines } from "./report-lines.js";

type Body = DocumentRow & { ngay_ct: string; status?: string; details: DocumentRow[] };

const notFound = () => new AppError(404, "record_not_found");

/** The document, if it is in one of the branches; locked (or a 409 when someone else holds it) when asked. */
async function readDocument<L extends DocumentRow, S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<L, S>,
  id: string,
  branches: readonly string[],
  lock = false,
): Promise<StoredDocument<S>> {
  const { rows } = await db.$client.query(
    prepared(
      `SELECT *, ngay_ct::text AS ngay_ct FROM ${tableOf(kind.header)} WHERE stt_rec = $1 AND ma_dvcs = ANY($2)
     ${lock ? "FOR UPDATE NOWAIT" : ""}`,
      [id, branches],
    ),
  );
  const header = rows[0] as StoredDocument<S>["header"] | undefined;
  if (!header) throw notFound();
  return { header, details: await readLines(db, kind, id) };
}

async function readLines<S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<never, S>,
  id: string,
): Promise<StoredDocument<S>["details"]> {
  const { rows } = await db.$client.query(
    prepared(`SELECT * FROM ${tableOf(kind.lines)} WHERE stt_rec = $1 ORDER BY line`, [id]),
  );
  return rows as StoredDocument<S>["details"];
}

type Names = { header: DocumentRow; details: DocumentRow[] };

/**
 * The names a printed form needs (`describe`), asked now: they depend on the codes only, so a posting asks for
 * them before it moves anything, and the statement goes out with the posting's first read.
 */
function namesOf<L extends DocumentRow, S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<L, S>,
  doc: StoredDocument<S>,
): Promise<Names> {
  const names = kind.describe ? kind.describe(db, doc) : Promise.resolve({ header: {}, details: [] });
  names.catch(() => undefined);
  return names;
}

/** The answer: the header, its lines and the names a printed form needs. */
async function answer<L extends DocumentRow, S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<L, S>,
  doc: StoredDocument<S>,
  named = namesOf(db, kind, doc),
): Promise<DocumentAnswer> {
  const names = await named;
  const header = { ...shown(kind.header, doc.header), ...names.header };
  const details = doc.details.map((line, i) => ({ ...shown(kind.lines, line), ...names.details[i] }));
  return { ...header, details } as DocumentAnswer;
}

async function draftOf<L extends DocumentRow, S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<L, S>,
  body: Body,
  request: FastifyRequest,
) {
  const { details, status: _status, ...header } = body;
  // The body was validated by the kind's line schema (documentBody), so its lines are the kind's.
  const draft: DocumentDraft<L> = { header, details: details.map((d) => ({ ...d }) as L) };
  await kind.prepare(db, draft, request);
  const branch = draft.header.ma_dvcs;
  if (!branch || !request.branches.includes(branch)) {
    throw new AppError(403, "branch_forbidden", { branches: branch ?? "" });
  }
  const shape = (kind.lineShape ?? goodsLines) as LineShape<L>;
  return { draft, branch, ...shape.price(draft.details) };
}

/** Writes a document's lines, replacing those it had unless it is `fresh`; gives them back as stored. */
async function writeLines<S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<never, S>,
  stt_rec: string,
  details: DocumentRow[],
  fresh = false,
) {
  if (!fresh) await db.$client.query(`DELETE FROM ${tableOf(kind.lines)} WHERE stt_rec = $1`, [stt_rec]);
  const stored = await insertRows(
    db,
    kind.lines,
    details.map((d) => ({ ...d, stt_rec })),
    "*",
  );
  return (stored as StoredDocument<S>["details"]).sort((a, b) => a.line - b.line);
}

/**
 * Moves a document to a status, running the kind's posting or cancelling in the same transaction; gives the
 * document back as it now is.
 */
async function moveTo<L extends DocumentRow, S extends DocumentRow>(
  db: TenantDb,
  kind: DocumentKind<L, S>,
  doc: StoredDocument<S>,
  target: string,
  request: FastifyRequest,
  audited = true,
) {
  const from = doc.header.status;
  let to = target;
  const user = request.auth?.user;
  const approves = !kind.approver || (user !== undefined && mayPass(user, kind.approver));
  // A kind that says when it needs approval (a config) waits then for everyone; one that does not, for whoever
  // lacks its approver's right.
  if (
    to === DOCUMENT_STATUS.posted &&
    from === DOCUMENT_STATUS.draft &&
    (kind.needsApproval ? await kind.needsApproval(db) : !approves)
  ) {
    to = DOCUMENT_STATUS.awaiting;
  }
  if (to === DOCUMENT_STATUS.posted && from === DOCUMENT_STATUS.awaiting && !approves) throw forbidden();
  if (!mayChangeStatus(from, to)) {
    throw new AppError(
      422,
      "document_transition",
      { so_ct: doc.header.so_ct, from, to },
      {},
      {
        status: bilingual(
          `Không chuyển được từ trạng thái ${from} sang ${to}`,
          `Cannot go from status ${from} to ${to}`,
        ),
      },
    );
  }
  const written = to === DOCUMENT_STATUS.posted ? await kind.post(db, doc, request) : undefined;
  if (to === DOCUMENT_STATUS.posted && kind.reportLines) {
    writeReportLines(db, doc.header, await kind.reportLines(db, { ...doc, details: written ?? doc.details }));
  }
  if (to === DOCUMENT_STATUS.cancelled && from === DOCUMENT_STATUS.posted) {
    await kind.cancel(db, doc, request);
    if (kind.reportLines) dropReportLines(db, doc.header.stt_rec);
  }
  if (to === DOCUMENT_STATUS.cancelled && from !== DOCUMENT_STATUS.posted) await kind.dropped?.(db, doc, request);
  const changes = { status: to, updated_at: new Date(), updated_by: request.auth?.user.user_name ?? null };
  setHeader(db, kind.header, doc.header.stt_rec, changes);
  if (audited) await audit(db, request, statusChange(kind, doc.header.stt_rec, from, to));
  return { header: { ...doc.header, ...changes }, details: written ?? doc.details };
}

const statusChange = (kind: Pick<DocumentKind, "api">, recordId: string, from: string, to: string) => ({
  action: "update" as const,
  entity: kind.api,
  recordId,
  old: { status: from },
  new: { status: to },
});

/** A unique stand-in for the number until the document is numbered, just before its transaction commits. */
const provisionalNumber = () => `~${randomUUID()}`;

export const documents = {
  async list<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    query: DocumentListQuery,
    branches: readonly string[],
  ) {
    const where = ["ma_dvcs = ANY($1)"];
    const params: unknown[] = [branches];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (query.status) add((p) => `status = ${p}`, query.status);
    if (query.ma_kho && kind.warehouseColumns) {
      const columns = kind.warehouseColumns.map((c) => pg.escapeIdentifier(c));
      add((p) => `(${columns.map((c) => `${c} = ${p}`).join(" OR ")})`, query.ma_kho);
    }
    for (const column of Object.keys(kind.listFilters ?? {})) {
      if (query[column] !== undefined) add((p) => `${pg.escapeIdentifier(column)} = ${p}`, query[column]);
    }
    if (query.fromDate) add((p) => `ngay_ct >= ${p}`, query.fromDate);
    if (query.toDate) add((p) => `ngay_ct <= ${p}`, query.toDate);
    const like = likePattern(query.searchKey);
    if (like) {
      add((p) => `public.sen_unaccent(so_ct || ' ' || dien_giai) ILIKE public.sen_unaccent(${p}::text)`, like);
    }
    const direction = query.sortType === "asc" ? "ASC" : "DESC";
    const order = `h.${query.sortKey} ${direction}, h.so_ct ${direction}`;
    params.push(query.pageSize, (query.pageIndex - 1) * query.pageSize);
    const { rows } = await db.$client.query(
      `SELECT *, ngay_ct::text AS ngay_ct, count(*) OVER () AS total_count FROM ${tableOf(kind.header)} h
       WHERE ${where.join(" AND ")} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = Number(rows[0]?.total_count ?? 0);
    if (rows.length === 0 && query.pageIndex > 1) {
      const counted = await db.$client.query(
        `SELECT count(*) AS n FROM ${tableOf(kind.header)} WHERE ${where.join(" AND ")}`,
        params.slice(0, -2),
      );
      total = Number(counted.rows[0]?.n ?? 0);
    }
    const headers = rows.map(({ total_count: _t, ...row }) => row);
    const names = kind.describeList ? await kind.describeList(db, headers) : [];
    const items = headers.map((row, i) => ({ ...shown(kind.header, row), ...names[i] }) as { stt_rec: string });
    return { items, total };
  },

  async get<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    id: string,
    request: FastifyRequest,
  ) {
    return answer(db, kind, await readDocument(db, kind, id, request.branches));
  },

  /**
   * What a draft would be if it were saved now (its lines priced, its totals and whatever the kind completes, the
   * names a form shows), checked as a save checks it, and nothing written: a form or a cashier shows the server's
   * figures before the customer pays.
   */
  async quote<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    body: Body,
    request: FastifyRequest,
  ) {
    const { draft, branch, details, totals } = await draftOf(db, kind, body, request);
    const header = {
      ...draft.header,
      ...totals,
      stt_rec: "",
      ma_ct: kind.ma_ct,
      so_ct: "",
      ngay_ct: String(draft.header.ngay_ct),
      ma_dvcs: branch,
      status: DOCUMENT_STATUS.draft,
    };
    return answer(db, kind, { header, details } as unknown as StoredDocument<S>);
  },

  async create<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    body: Body,
    request: FastifyRequest,
  ) {
    const { draft, branch, details, totals } = await draftOf(db, kind, body, request);
    const user = request.auth?.user.user_name ?? null;
    const stt_rec = randomUUID();
    // The header and its lines go out together: the id is made here, not by the header's insert.
    const [[inserted], lines] = await Promise.all([
      insertRows(
        db,
        kind.header,
        [
          {
            ...draft.header,
            ...totals,
            stt_rec,
            ma_ct: kind.ma_ct,
            so_ct: provisionalNumber(),
            ma_dvcs: branch,
            status: DOCUMENT_STATUS.draft,
            created_by: user,
            updated_by: user,
          },
        ],
        "*",
      ),
      writeLines(db, kind, stt_rec, details, true),
    ]);
    const header = { ...inserted, ngay_ct: String(draft.header.ngay_ct) } as StoredDocument<S>["header"];
    let doc: StoredDocument<S> = { header, details: lines };
    const names = namesOf(db, kind, doc);
    const target = body.status ?? DOCUMENT_STATUS.draft;
    if (target !== DOCUMENT_STATUS.draft) {
      doc = await moveTo(db, kind, doc, target, request, false);
    }
    const status = doc.header.status;
    const audits = auditRows(actorOf(request), [
      { action: "create", entity: kind.api, recordId: stt_rec, new: { ...doc.header, status: DOCUMENT_STATUS.draft } },
      ...(status === DOCUMENT_STATUS.draft ? [] : [statusChange(kind, stt_rec, DOCUMENT_STATUS.draft, status)]),
    ]);
    const shown = await answer(db, kind, doc, names);
    // Numbered last, in COMMIT's round trip: the counter row is locked until COMMIT, so the less follows it, the
    // more save at once. The answer gets its number before it is sent.
    numberDocument(
      db,
      {
        ...doc.header,
        provisional: doc.header.so_ct,
        prefix: kind.prefix,
        header: tableOf(kind.header),
        repeatedIn: (kind.numberRepeatedIn ?? []).map(tableOf),
        audits,
      },
      (so_ct) => {
        shown.so_ct = so_ct;
      },
    );
    return shown;
  },

  async update<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    id: string,
    body: Body,
    request: FastifyRequest,
  ) {
    const old = await readDocument(db, kind, id, request.branches, true);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(old.header.status)) {
      throw new AppError(422, "document_not_editable", { so_ct: old.header.so_ct });
    }
    const { draft, branch, details, totals } = await draftOf(db, kind, body, request);
    if (branch !== old.header.ma_dvcs) {
      throw invalidInput({
        ma_dvcs: bilingual(
          "Chứng từ đã đánh số theo chi nhánh, không đổi sang chi nhánh khác được",
          "A numbered document cannot move to another branch",
        ),
      });
    }
    const header = await updateHeader(db, kind.header, id, {
      ...draft.header,
      ...totals,
      updated_at: new Date(),
      updated_by: request.auth?.user.user_name ?? null,
    });
    let doc: StoredDocument<S> = {
      header: header as StoredDocument<S>["header"],
      details: await writeLines(db, kind, id, details),
    };
    await audit(db, request, { action: "update", entity: kind.api, recordId: id, old: old.header, new: doc.header });
    if (body.status !== undefined && body.status !== doc.header.status) {
      doc = await moveTo(db, kind, doc, body.status, request);
    }
    return answer(db, kind, doc);
  },

  async remove<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    id: string,
    request: FastifyRequest,
  ) {
    const doc = await readDocument(db, kind, id, request.branches, true);
    if (doc.header.status !== DOCUMENT_STATUS.draft) {
      throw new AppError(422, "document_not_deletable", { so_ct: doc.header.so_ct });
    }
    await kind.dropped?.(db, doc, request);
    await db.$client.query(`DELETE FROM ${tableOf(kind.header)} WHERE stt_rec = $1`, [id]);
    await audit(db, request, { action: "delete", entity: kind.api, recordId: id, old: doc.header });
    return { stt_rec: id };
  },

  async changeStatus<L extends DocumentRow, S extends DocumentRow>(
    db: TenantDb,
    kind: DocumentKind<L, S>,
    id: string,
    status: string,
    request: FastifyRequest,
  ) {
    const doc = await readDocument(db, kind, id, request.branches, true);
    const names = namesOf(db, kind, doc);
    return answer(db, kind, await moveTo(db, kind, doc, status, request), names);
  },
};
