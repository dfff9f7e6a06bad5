import { type EntityDefinition, fieldsInForm, sortableKeys } from "@sen/core";
import { getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { seedUser } from "../../seed/base.js";
import { inTenant } from "../db/tenant-db.js";
import { boundEntities, entityNamed } from "./registry.js";
import { sampleRow as plainSample } from "./sample.js";

/**
 * The suite every entity gets from its definition alone, so a new entity is tested the day it is declared: list, create, read,
 * update, patch, delete, search, sort, validation, uniqueness, rights and the audit trail.
 */
let t: TestApp;
let admin: string;
/** A user of both branches with no rights at all. */
let nobody: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
  await inTenant(t.pool, "t_demo", (db) =>
    seedUser(db, { user_name: "norights", password: "NoRights@1", full_name: "Ngô Văn Khách", branchs: "CN01,CN02" }),
  );
  nobody = (await login(t.app, "norights", "NoRights@1")).access_token;
});
afterAll(() => t.close());

const entities = () => boundEntities().map((b) => [b.definition.name, b.definition] as const);
/** Fields the entity's rules fill when left blank (its binding's `fills`). */
const filledByServer = (d: EntityDefinition) => entityNamed(d.name)?.fills ?? [];

/** Entities users write (a history is written by the server only). */
const writable = () => entities().filter(([, d]) => !d.readOnly);

const asAdmin = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  branches = "CN01",
) => call(t.app, { method, url: `/api/${url}`, token: admin, payload, headers: { "x-branches": branches } });

/** The text field the suite renames and searches by: the label field when it is typed in, else a searchable text. */
const labelField = (d: EntityDefinition) => {
  const writable = fieldsInForm(d).filter((f) => f.kind === "text");
  return (
    (writable.find((f) => f.name === d.labelField) ?? writable.find((f) => f.searchable) ?? writable[0])?.name ?? "id"
  );
};
const isSearchable = (d: EntityDefinition) => d.fields.some((f) => f.name === labelField(d) && f.searchable);

/** What a module's own create needs beyond the definition's fields: values its rules accept (they win over references). */
const MODULE_SAMPLES: Record<string, Record<string, unknown>> = {
  "call-log": { trang_thai: "Nghe máy" },
  broadcast: { filter: {} },
  "product-hour": { thu: "2,3,4,5,6", tu_gio: "09:00", den_gio: "11:00" },
  // A conversion names a unit other than the item's base one, which no sample item has.
  "conversion-unit": { ma_dvt: "LT" },
  employee: { cccd: null, chi_nhanh_khac: null, user_name: null },
  shift: { gio_bat_dau: "08:00", gio_ket_thuc: "17:00", ngay_lam: "T2,T3,T4,T5,T6" },
  supplier: { ma_so_thue: "0100109106" },
  // A VietQR bank is a 6-digit BIN with the account it pays into.
  "payment-type": { ma_ngan_hang: "970436", so_tk_nh: "0071000123456" },
  // A partner's opening debt sits on an account kept by partner.
  "customer-balance": { tk: "131" },
  // A booking starts after it is made (room_order_start_time) and ends after it starts.
  "room-order": { bat_dau: "2031-03-10T02:00:00.000Z", ket_thuc: "2031-03-10T03:00:00.000Z" },
  // A golden hour of every service needs no item nor group; a percent off is at most 100.
  "golden-hour": { pham_vi: "services", thu: "2,3", tu_gio: "09:00", den_gio: "11:00", gia_tri: 10 },
};

type Referenced = Record<string, unknown> | undefined;
const referenced = new Map<string, Referenced>();

/**
 * A valid create body: the sample values, each reference pointing at a row in use of its entity (in that branch);
 * a unit beside an item (`ma_vt`) is that item's base unit, the one every item converts.
 */
async function sampleRow(definition: EntityDefinition, n: number, branch?: string) {
  const own = MODULE_SAMPLES[definition.name] ?? {};
  const row = { ...plainSample(definition, n, branch), ...own };
  const rows: Record<string, Referenced> = {};
  for (const field of fieldsInForm(definition)) {
    if (field.kind !== "reference" || own[field.name] !== undefined) continue;
    const key = `${field.entity}@${branch}`;
    if (!referenced.has(key)) {
      const target = entityNamed(field.entity)?.definition;
      const items = target
        ? (await asAdmin("GET", `${target.api}/lookup`, undefined, branch ?? "CN01,CN02")).json().items
        : [];
      referenced.set(key, items.at(-1) ?? (target && (await createdSample(target, branch))));
    }
    rows[field.name] = referenced.get(key);
    row[field.name] = rows[field.name]?.[field.valueField];
  }
  const itemUnit = rows.ma_vt?.ma_dvt;
  if (rows.ma_dvt && itemUnit !== undefined) row.ma_dvt = itemUnit;
  return row;
}
/** A row of an entity the tenant has none of yet (a catalogue the demo leaves empty), made for the reference. */
async function createdSample(target: EntityDefinition, branch?: string): Promise<Referenced> {
  const created = await asAdmin("POST", target.api, await sampleRow(target, 900, branch), branch ?? "CN01");
  return created.statusCode === 200 ? created.json() : undefined;
}
const codeField = (d: EntityDefinition) => d.fields.find((f) => f.unique)?.name;

describe.each(writable())("entity %s", (_, definition) => {
  it("is created, read, found without diacritics, changed and deleted, each change in the audit log", async () => {
    const body = await sampleRow(definition, 1, "CN01");
    const created = await asAdmin("POST", definition.api, body);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json();
    for (const field of fieldsInForm(definition)) {
      if (body[field.name] !== undefined && field.kind !== "code") expect(row[field.name]).toEqual(body[field.name]);
    }
    expect((await asAdmin("GET", `${definition.api}/${row.id}`)).json()).toEqual(row);

    const name = String(row[labelField(definition)]);
    const plain = name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
    const searches = isSearchable(definition) ? [plain, name.normalize("NFD"), `  ${name.toUpperCase()} `] : [];
    for (const searchKey of searches) {
      const found = await asAdmin("GET", `${definition.api}?searchKey=${encodeURIComponent(searchKey)}&pageSize=100`);
      expect(found.statusCode).toBe(200);
      expect(found.json().items.map((r: { id: string }) => r.id)).toContain(row.id);
    }

    const changed = { ...body, [labelField(definition)]: "Nguyễn Văn Hùng" };
    const put = await asAdmin("PUT", `${definition.api}/${row.id}`, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()[labelField(definition)]).toBe("Nguyễn Văn Hùng");
    const patch = await asAdmin("PATCH", `${definition.api}/${row.id}`, { [labelField(definition)]: "Lê Thu Trang" });
    expect(patch.json()[labelField(definition)]).toBe("Lê Thu Trang");

    expect((await asAdmin("DELETE", `${definition.api}/${row.id}`)).statusCode).toBe(200);
    expect((await asAdmin("GET", `${definition.api}/${row.id}`)).statusCode).toBe(404);

    const { rows } = await t.pool.query(
      "SELECT action, old_values, new_values, user_name FROM t_demo.audit_logs WHERE entity = $1 AND record_id = $2 ORDER BY id",
      [definition.name, row.id],
    );
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "delete"]);
    expect(rows[1].old_values[labelField(definition)]).toBe(name);
    expect(rows[1].new_values[labelField(definition)]).toBe("Nguyễn Văn Hùng");
    expect(rows.every((r) => r.user_name === "admin")).toBe(true);
  });

  it("refuses missing required fields and a taken code with field messages", async () => {
    const empty = await asAdmin("POST", definition.api, {});
    expect(empty.statusCode).toBe(422);
    const filled = filledByServer(definition);
    for (const field of fieldsInForm(definition).filter(
      (f) => f.required && f.default === undefined && !filled.includes(f.name),
    )) {
      expect(empty.json().errors[field.name]).toBe(`${field.label.vi} là bắt buộc`);
    }
    const code = codeField(definition);
    if (!code) return;
    const body = await sampleRow(definition, 2, "CN01");
    const first = await asAdmin("POST", definition.api, body);
    expect(first.statusCode).toBe(200);
    const again = await asAdmin("POST", definition.api, {
      ...(await sampleRow(definition, 3, "CN01")),
      [code]: body[code],
    });
    expect(again.statusCode).toBe(422);
    const label = definition.fields.find((f) => f.name === code)?.label.vi;
    expect(again.json().errors[code]).toBe(`${label} đã tồn tại`);
    const exists = await asAdmin("GET", `${definition.api}/undefined/exists/${code}/${body[code]}`);
    expect(exists.json()).toEqual({ exists: true });
    // Other suites read the demo tenant's catalogues (its active branches, say): leave them as found.
    expect((await asAdmin("DELETE", `${definition.api}/${first.json().id}`)).statusCode).toBe(200);
  });

  it("refuses null and blank for every field its table requires, naming it, on create, update and patch", async () => {
    const body = await sampleRow(definition, 7, "CN01");
    const created = await asAdmin("POST", definition.api, body);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json();
    const table = entityNamed(definition.name)?.table;
    const columns: Record<string, { notNull: boolean }> = table ? getTableColumns(table) : {};
    const required = fieldsInForm(definition).filter((f) => f.required || columns[f.name]?.notNull);
    expect(required.length).toBeGreaterThan(0);
    const fresh = await sampleRow(definition, 8, "CN01");
    for (const field of required) {
      for (const empty of [null, "", "  "]) {
        const writes = [
          ["PUT", `${definition.api}/${row.id}`, { ...body, [field.name]: empty }],
          ["PATCH", `${definition.api}/${row.id}`, { [field.name]: empty }],
        ] as const;
        // A field the server fills when left blank (a generated code, the user's employee) is not missing on create.
        const create = ["POST", definition.api, { ...fresh, [field.name]: empty }] as const;
        for (const [method, url, payload] of filledByServer(definition).includes(field.name)
          ? writes
          : [create, ...writes]) {
          const res = await asAdmin(method, url, payload);
          expect(res.statusCode, `${method} ${field.name}=${JSON.stringify(empty)}: ${res.body}`).toBe(422);
          expect(res.json().errors?.[field.name]).toBe(`${field.label.vi} là bắt buộc`);
        }
      }
    }
    expect((await asAdmin("GET", `${definition.api}/${row.id}`)).json()).toEqual(row);
    expect((await asAdmin("DELETE", `${definition.api}/${row.id}`)).statusCode).toBe(200);
  });

  it("clears every optional field sent empty (a cleared form input), storing null", async () => {
    const body = await sampleRow(definition, 6, "CN01");
    const created = await asAdmin("POST", definition.api, body);
    expect(created.statusCode, created.body).toBe(200);
    const filled = filledByServer(definition);
    const optional = fieldsInForm(definition).filter(
      (f) => !f.required && f.kind !== "address" && f.kind !== "boolean" && !filled.includes(f.name),
    );
    const clear = (fields: typeof optional) => ({ ...body, ...Object.fromEntries(fields.map((f) => [f.name, ""])) });
    let put = await asAdmin("PUT", `${definition.api}/${created.json().id}`, clear(optional));
    // A business rule may require what the definition leaves optional (a partner's phone, by config).
    const ruled = put.statusCode === 422 ? Object.keys(put.json().errors ?? {}) : [];
    const clearable = optional.filter((f) => !ruled.includes(f.name));
    if (ruled.length > 0) put = await asAdmin("PUT", `${definition.api}/${created.json().id}`, clear(clearable));
    expect(put.statusCode, put.body).toBe(200);
    expect(clearable.length).toBeGreaterThanOrEqual(optional.length - 1);
    for (const field of clearable) expect(put.json()[field.name], field.name).toBeNull();
    expect((await asAdmin("DELETE", `${definition.api}/${created.json().id}`)).statusCode).toBe(200);
  });

  it("sorts by its sortable fields and refuses anything else", async () => {
    for (const key of sortableKeys(definition)) {
      for (const type of ["asc", "desc"]) {
        const res = await asAdmin("GET", `${definition.api}?sortKey=${key}&sortType=${type}&pageSize=20`);
        expect(res.statusCode, `${key} ${type}`).toBe(200);
      }
    }
    const injected = await asAdmin("GET", `${definition.api}?sortKey=${encodeURIComponent("id; DROP TABLE users")}`);
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toContain("sortKey");
    expect(injected.json().errors.sortKey).toMatch(/^Chỉ sắp xếp được theo: /);
    expect((await asAdmin("GET", `${definition.api}?pageSize=7`)).statusCode).toBe(400);
    expect((await asAdmin("GET", `${definition.api}?pageIndex=0`)).statusCode).toBe(400);
    expect((await asAdmin("GET", `${definition.api}?searchKey=${"a".repeat(300)}`)).statusCode).toBe(400);
    const blank = await asAdmin("GET", `${definition.api}?searchKey=%20%20&pageSize=10`);
    const all = await asAdmin("GET", `${definition.api}?pageSize=10`);
    expect(blank.json().total).toBe(all.json().total);
  });

  it("is refused to a user without the command's rights", async () => {
    const list = await call(t.app, { method: "GET", url: `/api/${definition.api}`, token: nobody });
    expect(list.statusCode).toBe(403);
    const create = await call(t.app, {
      method: "POST",
      url: `/api/${definition.api}`,
      token: nobody,
      payload: await sampleRow(definition, 4, "CN01"),
    });
    expect(create.statusCode).toBe(403);
  });
});

const branchScoped = () => writable().filter(([, d]) => d.branchScoped);

describe.each(branchScoped())("branch-scoped entity %s", (_, definition) => {
  it("keeps rows to the branches selected", async () => {
    const row = (await asAdmin("POST", definition.api, await sampleRow(definition, 5, "CN02"), "CN02")).json();
    const inCn01 = await asAdmin("GET", `${definition.api}?pageSize=1000`, undefined, "CN01");
    expect(inCn01.json().items.map((r: { id: string }) => r.id)).not.toContain(row.id);
    expect((await asAdmin("GET", `${definition.api}/${row.id}`, undefined, "CN01")).statusCode).toBe(404);
    expect((await asAdmin("GET", `${definition.api}/${row.id}`, undefined, "CN02")).statusCode).toBe(200);
    expect((await asAdmin("DELETE", `${definition.api}/${row.id}`, undefined, "CN02")).statusCode).toBe(200);
  });
});

const histories = () => entities().filter(([, d]) => d.readOnly);

describe.each(histories())("history %s", (_, definition) => {
  it("is listed and read, never written through the API", async () => {
    expect((await asAdmin("GET", `${definition.api}?pageSize=10`)).statusCode).toBe(200);
    expect((await asAdmin("POST", definition.api, {})).statusCode).toBe(404);
    const someId = "00000000-0000-4000-8000-000000000000";
    expect((await asAdmin("PUT", `${definition.api}/${someId}`, {})).statusCode).toBe(404);
    expect((await asAdmin("DELETE", `${definition.api}/${someId}`)).statusCode).toBe(404);
  });
});

describe("the audit log", () => {
  it("cannot be edited or deleted", async () => {
    await expect(t.pool.query("UPDATE t_demo.audit_logs SET user_name = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.pool.query("DELETE FROM t_demo.audit_logs")).rejects.toThrow(/append-only/);
  });
});
