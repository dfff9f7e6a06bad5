// The reports as a manager reads them, all in one frame (filters, figures, table, chart, export): each of
// the eight CRM reports opens on this month with a table whose lines and totals are the API's numbers for
// the demo data; another period; the Excel file. The target report in the same frame; empty periods.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
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

const EMPTY = "Chưa có dữ liệu";
const drawn = (chart: Locator) => chart.locator(".recharts-bar-rectangle, .recharts-line-curve, .recharts-pie-sector");

/** The chart is drawn (bars, lines or slices) when there is anything to draw, else says there is nothing. */
async function expectChart(page: Page, answer: Answer) {
  const chart = page.getByTestId("report-chart").first();
  if (answer.rows.length === 0) await expect(chart).toContainText(EMPTY);
  else await expect(drawn(chart).first().or(chart.getByText(EMPTY))).toBeVisible();
}

/** Every report's parts, top to bottom. */
const FRAME = ["report-filters", "report-summary", "report-table", "report-chart", "report-export"];

/** The page holds the report frame's parts in their order. */
async function expectFrame(page: Page) {
  const order = await page.evaluate((ids) => {
    const seen: string[] = [];
    for (const element of document.querySelectorAll("[data-testid]")) {
      const id = element.getAttribute("data-testid") ?? "";
      if (ids.includes(id) && !seen.includes(id)) seen.push(id);
    }
    return seen;
  }, FRAME);
  expect(order).toEqual(FRAME);
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
    await expectFrame(page);
    await expect(page.getByTestId("report-figure").first()).toBeVisible();

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
    await expect(drawn(page.getByTestId("report-chart").first()).first()).toBeVisible();
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

  // On paper: what the numbers are of in words, without the app's bars or the screen's controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("Nhân viên: NV001 - Nguyễn Thị Hồng Nhung")).toBeVisible();
  await expect(page.getByText("Chi nhánh: CN01 - Chi nhánh Quận 1")).toBeVisible();
  for (const hidden of ["report-filters", "report-export", "user-menu"])
    await expect(page.getByTestId(hidden)).toBeHidden();
  await expect(page.getByTestId("report-totals")).toBeVisible();
});

test("lines run straight from day to day, never smoothed into curves", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`/crm/reports/contact?${new URLSearchParams(LAST_60_DAYS)}`);
  await loaded(page);
  const curves = page.getByTestId("report-chart").locator("path.recharts-line-curve");
  await expect(curves.first()).toBeAttached();
  // A straight segment is an L in the path; a smoothed one a cubic C.
  for (const d of await curves.evaluateAll((paths) => paths.map((p) => p.getAttribute("d") ?? ""))) {
    expect(d).toMatch(/L/);
    expect(d).not.toMatch(/C/);
  }
});

/** The target report as the API gives it for a period: one table line per target and measure. */
async function targetAnswer(request: APIRequestContext, params: Record<string, string>) {
  const response = await request.get(`/api/crm/targets/progress?${new URLSearchParams(params)}`, {
    headers: { "X-Tenant": TENANT, "X-Branches": "CN01", Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { items: { ma_nv: string; ten_nv: string; target: Record<string, number> }[] };
}

test("the target report is in the same frame: figures, a line per measure, a chart per measure, the Excel file", async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/crm/reports/target");
  await expect(page.getByTestId("page-title")).toHaveText("Báo cáo mục tiêu");
  await loaded(page);
  await expectFrame(page);
  const month = await period(page);
  expect(month.fromDate).toMatch(/^\d{4}-\d{2}-01$/);
  const answer = await targetAnswer(request, month);
  expect(answer.items.length).toBeGreaterThan(0);
  await expect(lines(page)).toHaveCount(answer.items.length * 4);
  await expect(page.getByTestId("report-notice")).toHaveText("Doanh thu sẽ được tính khi phân hệ Bán hàng hoạt động");
  const revenueTarget = answer.items.reduce((sum, item) => sum + (item.target.doanh_thu ?? 0), 0);
  await expect(page.getByTestId("report-summary")).toContainText(
    `Doanh thu0 ₫ / ${revenueTarget.toLocaleString("en-US")} ₫`,
  );

  // One measure at a time in the chart; amounts on the axis with thousands separators and ₫.
  const chart = page.getByTestId("report-chart");
  await expect(drawn(chart).first()).toBeVisible();
  await chart.getByText("Doanh thu", { exact: true }).click();
  const ticks = chart.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(ticks.first()).toContainText("₫");
  for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d{1,3}(,\d{3})* ₫$/);

  // The employee filter is kept in the address, and narrows the lines.
  const first = answer.items[0];
  await page.getByRole("combobox", { name: "Nhân viên" }).click();
  await page
    .locator(".ant-select-item-option")
    .filter({ hasText: `${first?.ma_nv} - ${first?.ten_nv}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`ma_nv=${first?.ma_nv}`));
  const mine = answer.items.filter((item) => item.ma_nv === first?.ma_nv);
  await expect(lines(page)).toHaveCount(mine.length * 4);

  // The Excel file holds the table's lines as shown: the heading, the header, the lines, no totals.
  const shownLines = await Promise.all(Array.from({ length: mine.length * 4 }, (_, i) => cellsOf(lines(page).nth(i))));
  const download = page.waitForEvent("download");
  await page.getByTestId("report-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bao-cao-muc-tieu_\d{8}_\d{4}\.xlsx$/);
  const sheet = await readSheet(await file.path());
  expect(sheet[0]).toEqual(["Báo cáo mục tiêu"]);
  expect(sheet[2]).toEqual([`Nhân viên: ${first?.ma_nv} - ${first?.ten_nv}`]);
  expect(sheet[3]).toEqual(["Chi nhánh: CN01 - Chi nhánh Quận 1"]);
  expect(sheet[5]).toEqual(["Nhân viên", "Từ ngày", "Đến ngày", "Chỉ tiêu", "Mục tiêu", "Thực hiện", "Tỷ lệ đạt (%)"]);
  const body = sheet.slice(6);
  expect(body).toHaveLength(shownLines.length);
  expect(body.map((line) => [line[0], line[3], Number(line[4]).toLocaleString("en-US")])).toEqual(
    shownLines.map((cells) => [cells[0], cells[3], cells[4]]),
  );
});

test("a period without data says so in the table and in the chart", async ({ page }) => {
  await signIn(page, ADMIN);
  const empty = new URLSearchParams({ fromDate: "2001-01-01", toDate: "2001-01-31" });
  await page.goto(`/crm/reports/target?${empty}`);
  await loaded(page);
  await expect(page.getByTestId("report-table")).toContainText(EMPTY);
  await expect(page.getByTestId("report-chart")).toContainText(EMPTY);
  await expect(page.getByTestId("report-chart").locator("svg.recharts-surface")).toHaveCount(0);
  // A report of people with nothing done: their lines of zeros, and no chart of zeros.
  await page.goto(`/crm/reports/telesale?${empty}`);
  await loaded(page);
  await expect(page.getByTestId("report-totals")).toBeVisible();
  await expect(page.getByTestId("report-chart")).toContainText(EMPTY);
  await shoot(page, "report-empty-period");
});
