// The dashboards: where everyone lands after signing in, with real figures of the chosen period,
// 'Chưa có dữ liệu' wherever a period or a module has none, one column on a phone.
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, PHONE, SALE, shoot, signIn, TENANT } from "./support";

/** Today in Vietnam, YYYY-MM-DD (the browser keeps Vietnam's time). */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const figure = (page: Page, card: string) => page.getByTestId(`${card}-value`);

async function expectNonZero(page: Page, card: string) {
  await expect(figure(page, card)).toHaveText(/^[1-9][\d,]*$/);
}

test("the administrator lands on the analytics dashboard with this month's figures, and picks other periods", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
  await expect(page.getByTestId("page-title")).toHaveText("Phân tích");
  await expect(page.getByTestId("period-picker").getByText("Tháng này")).toBeVisible();
  await expectNonZero(page, "card-new-partners");
  await expectNonZero(page, "card-calls");
  await expectNonZero(page, "card-tasks-today");
  for (const panel of ["panel-partners-by-day", "panel-partners-by-source", "panel-calls"]) {
    await expect(page.getByTestId(panel).getByRole("img")).toBeVisible();
  }
  await expect(page.getByTestId("due-today-list")).toContainText("Lịch hẹn");
  await expect(page.getByTestId("campaign-list")).toContainText("Tri ân khách hàng");
  await expect(page.getByTestId("top-salespeople")).toContainText("Nguyễn Thị Hồng Nhung");
  await shoot(page, "dashboard-analytics-desktop");

  // Today: the period goes into the address, and the figures follow.
  await page.getByTestId("period-picker").getByText("Hôm nay", { exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/analytics?fromDate=${today()}&toDate=${today()}`);
  await expectNonZero(page, "card-calls");
  await expect(page.getByTestId("panel-partners-by-day").getByRole("img")).toBeVisible();

  // A card opens the list it counts: today's appointments.
  await page.getByTestId("card-tasks-today").click();
  await expect(page).toHaveURL(`/crm/tasks?fromDate=${today()}&toDate=${today()}`);
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách lịch hẹn");
});

test("a period without activity says 'Chưa có dữ liệu' in every chart and list", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByTestId("period-picker").getByText("Tùy chọn", { exact: true }).click();
  const from = page.getByTestId("period-picker").getByRole("textbox", { name: "Từ ngày" });
  await expect(from).toBeVisible();
  await page.goto("/dashboard/analytics?fromDate=2020-01-01&toDate=2020-01-31");
  await expect(figure(page, "card-new-partners")).toHaveText("0");
  await expect(figure(page, "card-calls")).toHaveText("0");
  for (const panel of ["panel-partners-by-day", "panel-partners-by-source", "panel-calls", "panel-campaigns"]) {
    await expect(page.getByTestId(panel)).toContainText("Chưa có dữ liệu");
  }
  // The custom range is shown as it was asked for.
  await expect(from).toHaveValue("01/01/2020");
  await expect(page.getByTestId("period-picker").getByRole("textbox", { name: "Đến ngày" })).toHaveValue("31/01/2020");
  await shoot(page, "dashboard-analytics-empty");
});

test("the e-commerce dashboard shows 'Chưa có dữ liệu' for a period without bills", async ({ page }) => {
  await signIn(page, ADMIN);
  // The demo sells services this month: a month before any sale has nothing.
  await page.goto("/dashboard/ecommerce?fromDate=2020-01-01&toDate=2020-01-31");
  await expect(page.getByTestId("page-title")).toHaveText("Thương mại điện tử");
  await expect(figure(page, "card-revenue")).toHaveText("0 ₫");
  await expect(figure(page, "card-bills")).toHaveText("0");
  for (const panel of [
    "panel-revenue-by-day",
    "panel-payments",
    "panel-by-branch",
    "panel-products",
    "panel-services",
  ]) {
    await expect(page.getByTestId(panel)).toContainText("Chưa có dữ liệu");
  }
  await shoot(page, "dashboard-ecommerce-desktop");
});

test("a salesperson sees her own figures only from the screens she may open, in one column on a phone", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, SALE);
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
  await expectNonZero(page, "card-calls");
  await expect(page.getByTestId("card-tasks-today")).toBeVisible();
  // No right on tickets, campaigns, targets or the employee report: no such blocks.
  await expect(page.getByTestId("card-tickets-today")).toHaveCount(0);
  await expect(page.getByTestId("panel-campaigns")).toHaveCount(0);
  await expect(page.getByTestId("panel-top")).toHaveCount(0);
  // One column: the cards stand one above the other, each as wide as the screen allows.
  const first = await page.getByTestId("card-new-partners").boundingBox();
  const second = await page.getByTestId("card-tasks-today").boundingBox();
  expect(first && second).toBeTruthy();
  if (first && second) {
    expect(Math.abs(first.x - second.x)).toBeLessThan(2);
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(first.width).toBeGreaterThan(PHONE.width - 60);
  }
  await shoot(page, "dashboard-analytics-phone");
  await page.setViewportSize(DESKTOP);
});

test("both dashboards show the sales and services of the period: bills, service bills, sessions used, a chart", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = (await apiLogin(request, ADMIN)).access_token;
  const ok = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await apiCall(request, token, method, path, body);
    expect([200, 201], `${path}: ${await res.text()}`).toContain(res.status());
    return res.json();
  };
  const stamp = Date.now() % 1_000_000;
  const service = { ma_vt: `DVD${stamp}`, ten_vt: "Massage cổ vai gáy tổng quan", ma_dvt: "LAN", gia_ban: 450_000 };
  await ok("POST", "stock/services", service);
  await ok("POST", "sales/services", {
    ngay_ct: today(),
    ma_kho: "Q1-CHINH",
    status: "2",
    details: [{ ma_vt: service.ma_vt, so_luong: 2 }],
    payments: [{ ma_httt: "TM", tien: 900_000 }],
  });
  const period = `fromDate=${today()}&toDate=${today()}`;
  const asked = (name: string) =>
    request
      .fetch(`/api/dashboard/${name}?${period}`, {
        headers: { "X-Tenant": TENANT, Authorization: `Bearer ${token}`, "X-Branches": "CN01" },
      })
      .then((res) => res.json());
  const ecommerce = await asked("ecommerce");
  expect(ecommerce.service_revenue).toBeGreaterThanOrEqual(900_000);

  await signIn(page, ADMIN);
  await page.goto(`/dashboard/ecommerce?${period}`);
  const money = (n: number) => `${n.toLocaleString("en-US")} ₫`;
  await expect(figure(page, "card-revenue")).toHaveText(money(ecommerce.revenue));
  await expect(figure(page, "card-service-revenue")).toHaveText(money(ecommerce.service_revenue));
  await expect(page.getByTestId("panel-services")).toContainText(service.ten_vt);
  await expect(page.getByTestId("panel-revenue-by-day").getByRole("img")).toBeVisible();
  await shoot(page, "dashboard-ecommerce-sales-desktop");

  const home = await asked("analytics");
  await page.goto(`/dashboard/analytics?${period}`);
  await expect(figure(page, "card-service-revenue")).toHaveText(money(home.services.revenue));
  await expect(figure(page, "card-sales-revenue")).toHaveText(money(home.sales.revenue));
  await expect(page.getByTestId("panel-sales-by-day").getByRole("img")).toBeVisible();
  await shoot(page, "dashboard-analytics-sales-desktop");
  await page.setViewportSize(PHONE);
  await expect(figure(page, "card-service-revenue")).toBeVisible();
  await shoot(page, "dashboard-analytics-sales-phone");
  await page.setViewportSize(DESKTOP);
});
