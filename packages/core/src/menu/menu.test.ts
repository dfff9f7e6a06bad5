import { describe, expect, it } from "vitest";
import { MENU_COMMANDS, type MenuCommand } from "./index.js";

/** Exact match first, then the longest command that is a path-prefix of `path` on a "/" boundary: how a route finds the command that guards it. */
function findCommand(commands: readonly MenuCommand[], path: string): MenuCommand | undefined {
  const exact = commands.find((c) => c.command === path);
  if (exact) return exact;
  let best: MenuCommand | undefined;
  for (const c of commands) {
    if (!c.command || !path.startsWith(`${c.command}/`)) continue;
    if (!best?.command || c.command.length > best.command.length) best = c;
  }
  return best;
}

function depth(byId: Map<string, MenuCommand>, m: MenuCommand): number {
  let d = 1;
  let parent = m.menu_id0;
  while (parent !== null) {
    const p = byId.get(parent);
    if (!p || d > 10) return Number.POSITIVE_INFINITY;
    d += 1;
    parent = p.menu_id0;
  }
  return d;
}

/** Every route of the app that gets its own command (no {id}/new routes, no cashier sub-pages, no auth/misc). */
const SPEC_PATHS = [
  "/dashboard/analytics",
  "/dashboard/ecommerce",
  // CRM
  "/crm/partners",
  "/crm/partners-transfer",
  "/crm/partners-transfer-histories",
  "/crm/complains",
  "/crm/partners-search",
  "/crm/partners-vip",
  "/crm/campaigns",
  "/crm/targets",
  "/crm/broadcast",
  "/crm/services",
  "/crm/service/expenses",
  "/crm/service/employee-responsibilities",
  "/crm/task/calendar",
  "/crm/tasks",
  "/crm/task/types",
  "/crm/tasks-search",
  "/crm/ticket/calendar",
  "/crm/tickets",
  "/crm/ticket/types",
  "/crm/call-logs",
  "/crm/call-center/call-logs",
  "/crm/partner-tasks",
  "/crm/source-types",
  "/crm/source-type-options",
  "/crm/complain-types",
  "/crm/levels",
  ...[
    "employee",
    "marketing",
    "telesale",
    "telesale-kpis",
    "telesale-status",
    "consultant",
    "contact",
    "todo",
    "target",
  ].map((r) => `/crm/reports/${r}`),
  // Sales
  ...[
    "sale-orders",
    "retail-orders",
    "bills",
    "bills/approve",
    "services",
    "services/approve",
    "servings",
    "returns",
    "returns/approve",
    "gift-orders",
    "room-orders",
    "service-process",
    "rooms",
    "room-groups",
    "room-employees",
    "room-employee-schedules",
    "promotions",
    "promotion-products",
    "promotion-products/approve",
    "promotion-revenue",
    "promotion-revenue/approve",
    "discounts",
    "discounts/approve",
    "discount-details",
    "vouchers",
    "voucher-types",
    "gift-exchanges",
    "customers",
    "customer-groups",
    "customer-cards",
    "customer-card-series",
    "customer-card-histories",
    "salers",
    "payment-cards",
    "payment-cards/update",
    "payment-cards/lookup",
    "payment-cards/unlock",
    "payment-cards/lock",
    "payment-cards/balances",
    "payment-card-periods",
    "payment-card-histories",
    "payment-card-policies",
    "commisstions",
    "commisstion-groups",
    "no-name-orders",
    "no-name-deposits",
    "no-name-lookup",
    "no-name-transfers",
    "no-name-receives",
    "no-name-histories",
    "no-name-cards",
    "no-name-types",
    "no-name-discounts",
    "wages",
    "payment-types",
    "card-types",
    "point-exchanges",
    "vip-periods",
    "golden-hours",
  ].map((p) => `/sales/${p}`),
  ...[
    "branch-service-revenue",
    "employee-commission",
    "employee-commission-detail",
    "employee-revenue",
    "employee-revenue-level",
    "package-revenue",
    "package-detail-revenue",
    "sale-debt-revenue",
    "sale-detail-revenue",
    "sale-revenue",
    "sale-service",
    "service-detail",
    "bill-receipt-detail",
    "service-receipt-employee",
    "service-turn-employee",
    "service-revenue",
  ].map((r) => `/sales/reports/${r}`),
  // Cashier layout
  "/sales/retail-orders/cashier",
  "/sales/serving/cashier",
  "/sales/room-orders/cashier",
  // Purchases
  "/purchases/domestic-orders",
  "/purchases/domestic-orders/approve",
  "/purchases/suppliers",
  // Stock
  ...[
    "receipt-orders",
    "delivery-orders",
    "transfer-orders",
    "product-balances",
    "products",
    "services",
    "rates",
    "product-groups",
    "product-types",
    "units",
    "product-hours",
    "conversion-units",
    "product-sets",
    "product-consumes",
    "warehouses",
  ].map((p) => `/stock/${p}`),
  // Accounting
  ...[
    "receive-invoices",
    "spend-invoices",
    "bank-receive-invoices",
    "bank-spend-invoices",
    "accounting-invoices",
    "customer-balances",
    "account-balances",
    "voucher-locks",
    "accounts",
    "vouchers",
    "voucher-infos",
    "expenses",
    "currencies",
    "exchange-rates",
    "transaction-terms",
    "reports/cash-book",
  ].map((p) => `/accounting/${p}`),
  // HR
  "/hr/employees",
  "/hr/departments",
  "/hr/shifts",
  // System
  "/system/users",
  "/system/call-center/phone-numbers",
  "/system/call-center/providers",
  "/system/call-center/extensions",
  "/system/branchs",
  "/system/custom1",
  "/system/custom2",
  "/system/custom3",
  "/system/layout/banners",
  "/system/cryptography/encrypt",
  "/system/cryptography/customer-card",
  "/system/settings",
  "/system/online",
  "/system/logs",
  // User, admin, apps, client
  "/user/profile",
  "/user/todo",
  "/user/notifications",
  "/admin/settings",
  "/apps/chat",
  "/client/customer-info",
  "/client/payment-card-histories",
];

describe("MENU_COMMANDS", () => {
  const byId = new Map(MENU_COMMANDS.map((m) => [m.menu_id, m]));
  const commands = MENU_COMMANDS.flatMap((m) => (m.command ? [m.command] : []));

  it("has unique menu_ids", () => {
    expect(byId.size).toBe(MENU_COMMANDS.length);
  });

  it("has unique commands", () => {
    expect(new Set(commands).size).toBe(commands.length);
  });

  it("uses dotted lowercase codes and page codes derived from the path", () => {
    for (const m of MENU_COMMANDS) {
      expect(m.menu_id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
      if (m.command) expect(m.menu_id).toBe(m.command.slice(1).replaceAll("/", "."));
    }
  });

  it("has an existing parent for every non-root entry", () => {
    for (const m of MENU_COMMANDS) {
      if (m.menu_id0 !== null) expect(byId.has(m.menu_id0), `${m.menu_id} → ${m.menu_id0}`).toBe(true);
    }
  });

  it("is at most three levels deep (area, group, page)", () => {
    for (const m of MENU_COMMANDS) expect(depth(byId, m), m.menu_id).toBeLessThanOrEqual(3);
  });

  it("has non-empty titles in both languages", () => {
    for (const m of MENU_COMMANDS) {
      expect(m.title.trim(), m.menu_id).not.toBe("");
      expect(m.title_en.trim(), m.menu_id).not.toBe("");
    }
  });

  it("puts commands on leaves only and gives every grouping node children", () => {
    const parents = new Set(MENU_COMMANDS.map((m) => m.menu_id0));
    for (const m of MENU_COMMANDS) {
      expect(m.command === null, m.menu_id).toBe(parents.has(m.menu_id));
    }
  });

  it("has top-level areas with icons and unique sort values among siblings", () => {
    const areas = MENU_COMMANDS.filter((m) => m.menu_id0 === null);
    expect(areas.length).toBeGreaterThanOrEqual(13);
    for (const a of areas) expect(a.icon, a.menu_id).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
    for (const m of MENU_COMMANDS) if (m.menu_id0 !== null) expect(m.icon, m.menu_id).toBeUndefined();
    const siblings = new Map<string | null, number[]>();
    for (const m of MENU_COMMANDS) siblings.set(m.menu_id0, [...(siblings.get(m.menu_id0) ?? []), m.sort]);
    for (const sorts of siblings.values()) expect(new Set(sorts).size).toBe(sorts.length);
  });

  it("has a command for every spec route, and beyond them only generic screens of catalogues", () => {
    expect(SPEC_PATHS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    const missing = SPEC_PATHS.filter((p) => !commands.includes(p));
    expect(missing).toEqual([]);
    const extra = commands.filter((c) => !SPEC_PATHS.includes(c));
    expect(extra.sort()).toEqual(["/generic/discount-codes", "/generic/taxs"]);
  });

  it.each([
    "/crm/reports/target",
    "/sales/reports/service-revenue",
    "/sales/payment-cards/balances",
    "/sales/bills/approve",
    "/accounting/reports/cash-book",
    "/system/cryptography/customer-card",
    "/client/payment-card-histories",
    "/admin/settings",
    "/apps/chat",
    "/user/todo",
    "/hr/shifts",
    "/stock/warehouses",
    "/purchases/suppliers",
    "/sales/room-orders/cashier",
    "/dashboard/ecommerce",
  ])("has an exact command for %s", (path) => {
    expect(findCommand(MENU_COMMANDS, path)?.command).toBe(path);
  });

  it.each([
    ["/crm/partners/123/edit", "/crm/partners"],
    ["/crm/partners/123", "/crm/partners"],
    ["/crm/partners/new", "/crm/partners"],
    ["/crm/campaigns/7", "/crm/campaigns"],
    ["/system/users/new", "/system/users"],
    ["/system/users/5/edit", "/system/users"],
    ["/sales/retail-orders/cashier/order-list", "/sales/retail-orders/cashier"],
    ["/sales/retail-orders/cashier/order-detail/42", "/sales/retail-orders/cashier"],
    ["/sales/bills/approve", "/sales/bills/approve"],
    ["/sales/bills/99", "/sales/bills"],
  ])("covers %s by the longest-prefix command %s", (path, expected) => {
    expect(findCommand(MENU_COMMANDS, path)?.command).toBe(expected);
  });

  it("does not match on a partial path segment", () => {
    expect(findCommand(MENU_COMMANDS, "/crm/partners-vip")?.command).toBe("/crm/partners-vip");
    expect(findCommand(MENU_COMMANDS, "/sales/servingsx")).toBeUndefined();
  });

  it.each([
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/auth/reset-password",
    "/lock-screen",
    "/comingsoon",
    "/error-404",
    "/error-500",
    "/not-authorized",
    "/maintenance",
    "/generic/anything",
    "/report/anything",
    "/generic/taxs-archive",
  ])("has no command for auth/misc or catch-all route %s", (path) => {
    expect(findCommand(MENU_COMMANDS, path)).toBeUndefined();
  });

  describe("names a user can tell apart", () => {
    const languages = ["title", "title_en"] as const;
    const areaOf = (m: MenuCommand): string => {
      let at = m;
      while (at.menu_id0 !== null) at = byId.get(at.menu_id0) ?? at;
      return at.menu_id;
    };
    const groupBy = <K>(entries: readonly MenuCommand[], key: (m: MenuCommand) => K) => {
      const groups = new Map<K, MenuCommand[]>();
      for (const m of entries) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
      return [...groups.values()];
    };
    const repeated = (entries: MenuCommand[], key: (typeof languages)[number]) => {
      const seen = new Map<string, string[]>();
      for (const m of entries) seen.set(m[key], [...(seen.get(m[key]) ?? []), m.menu_id]);
      return [...seen].filter(([, ids]) => ids.length > 1);
    };

    it.each(languages)("gives no two siblings the same %s", (key) => {
      const clashes = groupBy(MENU_COMMANDS, (m) => m.menu_id0).flatMap((siblings) => repeated(siblings, key));
      expect(clashes).toEqual([]);
    });

    it.each(languages)("never repeats an ancestor's %s (area or group) in an entry below it", (key) => {
      const clashes: string[] = [];
      for (const m of MENU_COMMANDS) {
        for (let up = m.menu_id0 && byId.get(m.menu_id0); up; up = up.menu_id0 ? byId.get(up.menu_id0) : undefined) {
          if (up[key] === m[key]) clashes.push(`${up.menu_id} > ${m.menu_id}: ${m[key]}`);
        }
      }
      expect(clashes).toEqual([]);
    });

    it.each(languages)("gives no two pages of one area the same %s", (key) => {
      const pages = MENU_COMMANDS.filter((m) => m.command !== null);
      const clashes = groupBy(pages, areaOf).flatMap((inArea) => repeated(inArea, key));
      expect(clashes).toEqual([]);
    });

    it("calls one entry only 'Khách hàng' (the CRM customers group)", () => {
      expect(MENU_COMMANDS.filter((m) => m.title === "Khách hàng").map((m) => m.menu_id)).toEqual(["crm.g-partners"]);
      expect(byId.get("crm.partners")?.title).toBe("Danh sách khách hàng");
    });
  });

  it("has the codes that the demo salesperson is granted", () => {
    expect(byId.get("crm.partners")?.command).toBe("/crm/partners");
    expect(byId.get("crm.tasks")?.command).toBe("/crm/tasks");
  });
});
