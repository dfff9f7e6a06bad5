import {
  type ConfigDefinition,
  type ConfigType,
  isAdmin,
  KNOWN_CONFIGS,
  normalizeConfigValue,
  type RightsHolder,
} from "@sen/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { configs } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import type { ConfigBatch, ConfigChange, NewConfig } from "./config.schemas.js";

const KNOWN = new Map<string, ConfigDefinition>(KNOWN_CONFIGS.map((c) => [c.name, c]));
const MASK = "******";

type Stored = typeof configs.$inferSelect;

const notFound = () => new AppError(404, "record_not_found");

function typeOf(row: Pick<Stored, "name" | "type">): ConfigType {
  return KNOWN.get(row.name)?.type ?? (row.type as ConfigType);
}

const isSecret = (row: Pick<Stored, "name" | "type">) => typeOf(row) === "secret";

/** What the audit log keeps of a config: a secret's value never. */
function audited(row: Stored | undefined) {
  return row && { ...row, value: isSecret(row) && row.value !== "" ? MASK : row.value };
}

function item(row: Stored, admin: boolean) {
  const known = KNOWN.get(row.name);
  return {
    name: row.name,
    group: known?.group ?? row.group,
    value: !admin && isSecret(row) && row.value !== "" ? MASK : row.value,
    type: typeOf(row),
    default: known?.default ?? null,
    description: known?.description ?? row.description,
    description_en: known?.description_en ?? null,
    built_in: Boolean(known),
  };
}

/** A built-in config missing from the table (never written yet) stands at its default. */
function atDefault(c: ConfigDefinition): Stored {
  const at = new Date(0);
  return {
    name: c.name,
    group: c.group,
    value: c.default,
    type: c.type,
    description: c.description,
    created_at: at,
    updated_at: at,
    created_by: null,
    updated_by: null,
  };
}

async function storedConfigs(db: TenantDb): Promise<Stored[]> {
  const rows = await db.select().from(configs);
  const names = new Set(rows.map((r) => r.name));
  return [...rows, ...KNOWN_CONFIGS.filter((c) => !names.has(c.name)).map(atDefault)];
}

/**
 * The values of the configs named, as the tenant stored them, else their built-in defaults
 * (undefined for a name neither stored nor built in); one query for all of them.
 */
export async function configValues<N extends string>(
  db: TenantDb,
  names: readonly N[],
): Promise<Record<N, string | undefined>> {
  const stored = names.length > 0 ? await storedIn(db) : new Map<string, string>();
  const values = {} as Record<N, string | undefined>;
  for (const name of names) values[name] = stored.get(name) ?? KNOWN.get(name)?.default;
  return values;
}

/**
 * The tenant's stored values, read once a transaction: a bill asks for several at different steps (its pricing,
 * approval, OTP, stock), each else a round trip. A write in the transaction forgets them (`forgetStored`).
 */
const readIn = new WeakMap<TenantDb, Promise<Map<string, string>>>();

function storedIn(db: TenantDb): Promise<Map<string, string>> {
  let read = readIn.get(db);
  if (!read) {
    read = db
      .select({ name: configs.name, value: configs.value })
      .from(configs)
      .then((rows) => new Map(rows.map((r) => [r.name, r.value])));
    read.catch(() => readIn.delete(db));
    readIn.set(db, read);
  }
  return read;
}

const forgetStored = (db: TenantDb) => readIn.delete(db);

/** One config's value as the tenant stored it, else its built-in default. */
export async function configValue(db: TenantDb, name: string): Promise<string | undefined> {
  return (await configValues(db, [name]))[name];
}

/** Every config, the built-in ones always present; secrets masked for non-administrators. */
export async function listConfigs(db: TenantDb, user: RightsHolder) {
  const admin = isAdmin(user);
  const items = (await storedConfigs(db)).map((row) => item(row, admin));
  items.sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  return items;
}

async function findConfig(db: TenantDb, name: string): Promise<Stored | undefined> {
  const [row] = await db.select().from(configs).where(eq(configs.name, name));
  if (row) return row;
  const known = KNOWN.get(name);
  return known && atDefault(known);
}

function checkedValue(type: ConfigType, value: string): string | { error: string } {
  const result = normalizeConfigValue(type, value);
  return result.ok ? result.value : { error: bilingual(result.error.vi, result.error.en ?? result.error.vi) };
}

const who = (request: FastifyRequest) => request.auth?.user.user_name ?? "system";

export async function createConfig(db: TenantDb, body: NewConfig, request: FastifyRequest) {
  if (await findConfig(db, body.name)) {
    throw invalidInput({ name: bilingual("Tên cấu hình đã tồn tại", "A config of this name already exists") });
  }
  const value = checkedValue(body.type, body.value);
  if (typeof value !== "string") throw invalidInput({ value: value.error });
  forgetStored(db);
  const [row] = await db
    .insert(configs)
    .values({ ...body, value, created_by: who(request), updated_by: who(request) })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  await audit(db, request, { action: "create", entity: "config", recordId: row.name, new: audited(row) });
  return item(row, true);
}

/** Writes one config: a built-in one keeps its group and type, whatever the request says. */
async function write(db: TenantDb, old: Stored, change: Partial<ConfigChange>, request: FastifyRequest) {
  const known = KNOWN.get(old.name);
  const next = {
    name: old.name,
    group: known ? known.group : (change.group ?? old.group),
    type: known ? known.type : (change.type ?? typeOf(old)),
    description: known ? known.description : (change.description ?? old.description),
    value: change.value ?? old.value,
    updated_by: who(request),
    updated_at: new Date(),
  };
  forgetStored(db);
  const [row] = await db
    .insert(configs)
    .values({ ...next, created_by: who(request) })
    .onConflictDoUpdate({ target: configs.name, set: next })
    .returning();
  if (!row) throw new Error("upsert returned nothing");
  await audit(db, request, {
    action: "update",
    entity: "config",
    recordId: row.name,
    old: audited(old),
    new: audited(row),
  });
  return item(row, true);
}

export async function updateConfig(db: TenantDb, name: string, change: ConfigChange, request: FastifyRequest) {
  const old = await findConfig(db, name);
  if (!old) throw notFound();
  const type = KNOWN.get(name)?.type ?? change.type ?? typeOf(old);
  const value = checkedValue(type, change.value);
  if (typeof value !== "string") throw invalidInput({ value: value.error });
  return write(db, old, { ...change, value }, request);
}

export async function deleteConfig(db: TenantDb, name: string, request: FastifyRequest) {
  if (KNOWN.has(name)) throw new AppError(409, "config_built_in", { name });
  forgetStored(db);
  const [old] = await db.delete(configs).where(eq(configs.name, name)).returning();
  if (!old) throw notFound();
  await audit(db, request, { action: "delete", entity: "config", recordId: name, old: audited(old) });
}

/**
 * Many configs by name in the caller's transaction: every value is checked first, and one bad
 * entry refuses the lot (422 with a message per config name).
 */
export async function saveConfigs(db: TenantDb, batch: ConfigBatch, request: FastifyRequest) {
  const errors: Record<string, string> = {};
  const writes: { old: Stored; change: Partial<ConfigChange> }[] = [];
  for (const entry of batch) {
    const old = await findConfig(db, entry.name);
    if (!old) {
      errors[entry.name] = bilingual("Không tìm thấy cấu hình", "No such config");
      continue;
    }
    const value = checkedValue(typeOf(old), entry.value);
    if (typeof value === "string") writes.push({ old, change: { group: entry.group, value } });
    else errors[entry.name] = value.error;
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const items = [];
  for (const { old, change } of writes) items.push(await write(db, old, change, request));
  items.sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  return { items, total: items.length };
}
