// The CRM reports as a manager reads them: each of the eight opens on this month with its chart and a
// table whose lines and totals are the API's numbers for the demo data; another period; the Excel file.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, DESKTOP, PHONE, readSheet, shoot, signIn, TENANT } from "./support";

test.describe.configure({ timeout: 60_000 });

type Kind = "text" | "count" | "decimal" | "percent" | "duration" | "date";
type Answer = {
  columns?: { key: string; title: string }[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
};
/** A column as the table shows it: where its value is in a line of the answer, and how it reads. */
type Column = [kind: Kind, value: (line: Record<string, unknown>) => unknown];

const field = (kind: Kind, key: string): Column => [kind, (line) => line[key]];
const counts = (...keys: string[]) => keys.map((key) => field("count", key));
const EMPLOYEE = [field("text", "ma_nv"), field("text", "ten_nv")];
const pivot = (key: string, answer: Answer) =>
  (answer.columns ?? []).map((c): Column => ["count", (line) => (line[key] as Record<string, number>)[c.key]]);

/** Each report's columns in the table's order, from its answer (pivots add the answer's own columns). */
const REPORTS: Record<string, { title: string; columns: (answer: Answer) => Column[] }> = {
  employee: {
    title: "Báo cáo theo nhân viên",
    columns: () => [
      ...EMPLOYEE,
      ...counts(
        "partners",
        "new_partners",
        "calls",
        "answered_calls",
        "appointments",
        "done_appointments",
        "tickets",
        "complaints",
      ),
    ],
  },
  marketing: {
    title: "Báo cáo marketing",
    columns: () => [
      field("text", "ten_nguon"),
      ...counts("new_partners", "with_appointment", "with_done"),
      field("percent", "conversion_rate"),
      ...counts("campaigns", "campaign_converted"),
    ],
  },
  telesale: {
    title: "Báo cáo telesale",
    columns: () => [
      ...EMPLOYEE,
      ...counts("calls", "calls_out", "calls_in", "answered", "not_answered"),
      field("duration", "talk_seconds"),
      field("duration", "avg_answered_seconds"),
      ...counts("booked", "booked_done"),
    ],
  },
  "telesale-kpis": {
    title: "Báo cáo KPI telesale",
    columns: () => [
      ...EMPLOYEE,
      ...counts("calls", "working_days"),
      field("decimal", "calls_per_day"),
      field("percent", "answer_rate"),
      field("percent", "booking_rate"),
      field("percent", "show_rate"),
      field("count", "target_calls"),
      field("percent", "achieved_rate"),
    ],
  },
  "telesale-status": {
    title: "Báo cáo trạng thái telesale",
    columns: (answer) => [...EMPLOYEE, ...pivot("counts", answer), field("count", "total")],
  },
  consultant: {
    title: "Báo cáo tư vấn",
    columns: (answer) => [
      ...EMPLOYEE,
      ...counts("appointments", "open", "doing", "done", "cancelled"),
      field("percent", "done_rate"),
      ...pivot("by_type", answer),
    ],
  },
  contact: {
    title: "Báo cáo liên hệ",
    columns: () => [
      field("date", "day"),
      ...counts("calls_out", "calls_in", "appointments", "tickets", "complaints", "partners"),
    ],
  },
  todo: {
    title: "Báo cáo công việc",
    columns: () => [
      ...EMPLOYEE,
      ...counts("open_tasks", "overdue_tasks", "done_tasks", "cancelled_tasks", "open_tickets", "overdue_tickets"),
      field("date", "oldest_overdue"),
    ],
  },
};

const two = (n: number) => String(n).padStart(2, "0");

/** How the screen writes a value (1,234; DD/MM/YYYY; a rate with one decimal; hh:mm:ss). */
function shown(kind: Kind, value: unknown): string {
  if (value === null || value === undefined || value === "") return kind === "text" ? "" : "–";
  const n = Number(value);
  switch (kind) {
    case "count":
      return n.toLocaleString("en-US");
    case "decimal":
      return n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case "percent":
      return `${n.toFixed(1)}%`;
    case "duration":
      return `${two(Math.floor(n / 3600))}:${two(Math.floor((n % 3600) / 60))}:${two(n % 60)}`;
    case "date":
      return String(value).split("-").reverse().join("/");
    default:
      return String(value);
  }
}

/** "01/03/2025" → "2025-03-01" */
const apiDay = (text: string) => text.split("/").reverse().join("-");

async function period(page: Page) {
  return {
    fromDate: apiDay(await page.getByPlaceholder("Từ ngày").inputValue()),
    toDate: apiDay(await page.getByPlaceholder("Đến ngày").inputValue()),
  };
}

/** The report as the screen asked for it: the same days and the navbar's branch (CN01 by default). */
async function apiAnswer(request: APIRequestContext, name: string, params: Record<string, string>) {
  const response = await request.get(`/api/crm/reports/${name}?${new URLSearchParams(params)}`, {
    headers: { "X-Tenant": TENANT, "X-Branches": "CN01", Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

/** The report has its answer (a busy machine may take a while for the first one). */
const loaded = (page: Page) => expect(page.getByTestId("report-summary")).toBeVisible({ timeout: 30_000 });

const lines = (page: Page) => page.getByTestId("report-table").locator("tbody tr.ant-table-row");
const cellsOf = async (row: ReturnType<Page["locator"]>) =>
  (await row.locator("td").allInnerTexts()).map((text) => text.trim());

/** The table holds the answer's lines and totals, written as the screen writes them (once it has loaded them). */
async function expectTable(page: Page, name: string, answer: Answer) {
  const columns = REPORTS[name]?.columns(answer) ?? [];
  const expected = answer.rows.map((line) => columns.map(([kind, value]) => shown(kind, value(line))));
  const totals = columns.map(([kind, value], i) => {
    if (i === 0) return "Tổng cộng";
    return kind === "text" ? "" : shown(kind, value(answer.totals));
  });
  await expect(async () => {
    const count = await lines(page).count();
    const actual = await Promise.all(Array.from({ length: count }, (_, i) => cellsOf(lines(page).nth(i))));
    expect(actual).toEqual(expected);
    expect(await cellsOf(page.getByTestId("report-totals"))).toEqual(totals);
  }).toPass({ timeout: 30_000 });
}

/** The chart is drawn: bars, lines or slices, once there is anything to draw. */
async function expectChart(page: Page, answer: Answer) {
  const chart = page.getByTestId("report-chart").first();
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  if (answer.rows.length > 0) {
    await expect(chart.locator(".recharts-bar, .recharts-line, .recharts-pie").first()).toBeAttached();
  }
}

let token = "";
test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request, ADMIN)).access_token;
});

for (const [name, { title }] of Object.entries(REPORTS)) {
  test(`${title}: this month's numbers, another period, the Excel file`, async ({ page, request }) => {
    await signIn(page, ADMIN);
    await page.goto(`/crm/reports/${name}`);
    await expect(page.getByTestId("page-title")).toHaveText(title);
    await loaded(page);

    // This month, first to last day, by default.
    const month = await period(page);
    expect(month.fromDate).toMatch(/^\d{4}-\d{2}-01$/);
    const answer = await apiAnswer(request, name, month);
    await expectTable(page, name, answer);
    await expectChart(page, answer);
    await expect(page.getByTestId("report-summary")).toBeVisible();

    // Last month, from the range's presets: the address keeps it, the numbers follow.
    await page.getByPlaceholder("Từ ngày").click();
    await page.locator(".ant-picker-presets").getByText("Tháng trước").click();
    await expect(page).toHaveURL(/fromDate=\d{4}-\d{2}-01&toDate=/);
    const last = await period(page);
    expect(last.fromDate < month.fromDate).toBe(true);
    const before = await apiAnswer(request, name, last);
    await expectTable(page, name, before);

    const download = page.waitForEvent("download");
    await page.getByTestId("report-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readSheet(await file.path());
    const texts = sheet.flat().filter((value) => typeof value === "string");
    expect(texts[0]).toBe(title);
    expect(texts).toContain("Chi nhánh: CN01 - Chi nhánh Quận 1");
    expect(texts).toContain("Tổng cộng");
    for (const line of before.rows) {
      const label = String(line.ten_nv ?? line.ten_nguon ?? shown("date", line.day));
      expect(texts).toContain(label);
    }
    // Title, period, employee, branches, a blank line, the header, the lines, the totals.
    expect(sheet).toHaveLength(4 + 1 + 1 + before.rows.length + 1);
  });
}

/** The last 60 days (in Vietnam) hold all of the demo's activity, whatever today is. */
const day = (ago: number) => new Date(Date.now() + 7 * 3600_000 - ago * 86_400_000).toISOString().slice(0, 10);
const LAST_60_DAYS = { fromDate: day(60), toDate: day(0) };

test("the reports read well on a desktop and on a phone", async ({ page }) => {
  await signIn(page, ADMIN);
  for (const name of ["employee", "marketing", "telesale-status"]) {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/crm/reports/${name}?${new URLSearchParams(LAST_60_DAYS)}`);
    await loaded(page);
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await shoot(page, `crm-report-${name}`);
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId("report-totals")).toBeVisible();
    await shoot(page, `crm-report-${name}-phone`);
  }
});

test("the report narrows to one employee, kept in the address", async ({ page, request }) => {
  await signIn(page, ADMIN);
  const days = LAST_60_DAYS;
  await page.goto(`/crm/reports/telesale?${new URLSearchParams(days)}`);
  await loaded(page);
  await page.getByRole("combobox", { name: "Nhân viên" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "NV001 - Nguyễn Thị Hồng Nhung" }).click();
  await expect(page).toHaveURL(/ma_nv=NV001/);
  const answer = await apiAnswer(request, "telesale", { ...days, ma_nv: "NV001" });
  expect(answer.rows.map((line) => line.ma_nv)).toEqual(["NV001"]);
  await expectTable(page, "telesale", answer);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Nhân viên" })).toBeVisible();
  await expectTable(page, "telesale", answer);
});
