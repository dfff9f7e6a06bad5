// Lists as a user sees them at 1366×768 and on a phone: key columns beside a compact actions column, compact
// rows, the page size the user picked kept for the table, cards and a filters drawer on a phone, one-column forms.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 90_000 });

/** The tables whose settings a test here changes, put back to their defaults for the user. */
const TOUCHED = ["entity.unit", "crm.partners", "crm.tickets", "entity.campaign"];

async function resetSettings(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, ADMIN);
  for (const key of TOUCHED) {
    const reset = await apiCall(request, access_token, "PUT", `user/configs/table.${key}`, { value: "" });
    expect(reset.status()).toBe(200);
  }
}

test.beforeEach(async ({ request }) => resetSettings(request));
test.afterAll(async ({ request }) => resetSettings(request));

const table = (page: Page) => page.getByTestId("data-table");
const rows = (page: Page) => table(page).locator("tbody tr.ant-table-row");
const cards = (page: Page) => page.getByTestId("data-card");
const pageSize = (page: Page) => page.getByTestId("table-page-size");

/**
 * Where the first row's status cell is, beside the actions cell, and whether the status is what a click in
 * its middle reaches (nothing drawn over it).
 */
function statusBesideActions(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-testid="data-table"] table');
    const headers = [...(grid?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent?.trim());
    const row = grid?.querySelector("tbody tr.ant-table-row");
    const cell = (title: string) => row?.children[headers.indexOf(title)]?.getBoundingClientRect();
    const status = cell("Trạng thái");
    const actions = cell("Thao tác");
    if (!status || !actions) return undefined;
    const hit = document.elementFromPoint(status.left + status.width / 2, status.top + status.height / 2);
    return {
      reached: Boolean(hit && row?.children[headers.indexOf("Trạng thái")]?.contains(hit)),
      statusLeft: status.left,
      statusRight: status.right,
      actionsLeft: actions.left,
      windowWidth: window.innerWidth,
    };
  });
}

for (const [name, path] of [
  ["tickets", "/crm/tickets"],
  ["campaigns", "/crm/campaigns"],
] as const) {
  test(`at 1366×768 the status of the ${name} shows beside the actions, not under them`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto(path);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Trạng thái" })).toBeVisible();

    const box = await statusBesideActions(page);
    expect(box).toBeDefined();
    expect(box?.reached).toBe(true);
    expect(box?.statusLeft).toBeGreaterThanOrEqual(0);
    expect(box?.statusRight).toBeLessThanOrEqual((box?.actionsLeft ?? 0) + 1);
    expect(box?.actionsLeft).toBeLessThan(box?.windowWidth ?? 0);
    // The actions are one icon and the row's "⋯" menu; the rest of the actions is in there.
    const first = rows(page).first();
    await expect(first.getByTestId("row-more")).toBeVisible();
    await first.getByTestId("row-more").click();
    await expect(page.getByRole("menuitem", { name: "Xóa" })).toBeVisible();
    await shoot(page, `tables-${name}-desktop`);
  });
}

test("rows are compact by default; the density chosen in the settings is kept with the page size", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/stock/units");
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).locator(".ant-table-small")).toHaveCount(1);
  // A compact row is as tall as its text: the action buttons do not stretch it.
  const rowHeight = async () => (await rows(page).first().boundingBox())?.height ?? 0;
  expect(await rowHeight()).toBeLessThanOrEqual(41);

  await pageSize(page).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "20 / trang" }).click();
  await expect(pageSize(page)).toContainText("20 / trang");

  await page.getByRole("button", { name: "Cài đặt" }).click();
  const dialog = page.getByRole("dialog", { name: "Cài đặt" });
  await dialog.getByText("Thoáng", { exact: true }).click();
  await dialog.getByRole("button", { name: "Lưu" }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).locator(".ant-table-medium")).toHaveCount(1);
  expect(await rowHeight()).toBeGreaterThan(41);

  await page.goto("/stock/units");
  await expect(table(page).locator(".ant-table-medium")).toHaveCount(1);
  await expect(pageSize(page)).toContainText("20 / trang");
});

test("the page size a user picks is used again after a reload and another page's visit, for that table only", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/crm/partners");
  await expect(rows(page)).toHaveCount(10);
  await expect(pageSize(page)).toContainText("10 / trang");

  const saved = page.waitForResponse((r) => r.url().includes("/api/user/configs/table.crm.partners"));
  await pageSize(page).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "20 / trang" }).click();
  expect((await saved).status()).toBe(200);
  const total = Number((await page.getByTestId("table-total").innerText()).replace(/\D/g, ""));
  const twenty = Math.min(total, 20);
  expect(twenty).toBeGreaterThan(10);
  await expect(rows(page)).toHaveCount(twenty);

  // The address without a page size: the one picked.
  await page.goto("/crm/partners");
  await expect(pageSize(page)).toContainText("20 / trang");
  await expect(rows(page)).toHaveCount(twenty);
  expect(new URL(page.url()).searchParams.get("pageSize")).toBeNull();

  // Another list keeps its own.
  await page.goto("/stock/units");
  await expect(pageSize(page)).toContainText("10 / trang");

  await page.reload();
  await page.goto("/crm/partners");
  await expect(pageSize(page)).toContainText("20 / trang");
  await expect(rows(page)).toHaveCount(twenty);
  // A link that names a size still wins.
  await page.goto("/crm/partners?pageSize=50");
  await expect(pageSize(page)).toContainText("50 / trang");
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("the units list shows cards; filters open in a drawer that says how many are on", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/stock/units");
    await expect(cards(page).first()).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    const card = cards(page).filter({ hasText: "Cái" }).first();
    await expect(card).toContainText("Mã đơn vị tính");
    await expect(card).toContainText("Đang sử dụng");
    // Search stays on top; the filters wait behind 'Bộ lọc'.
    await expect(page.getByRole("textbox", { name: "Tìm kiếm" })).toBeVisible();
    await expect(page.getByLabel("Đang sử dụng", { exact: true })).toHaveCount(0);
    await shoot(page, "tables-units-phone");

    await page.getByTestId("table-filters").click();
    const drawer = page.getByRole("dialog", { name: "Bộ lọc" });
    await expect(drawer).toBeVisible();
    const status = drawer.getByLabel("Đang sử dụng", { exact: true });
    const width = (await drawer.boundingBox())?.width ?? 0;
    const select = drawer.locator(".ant-select").first();
    expect((await select.boundingBox())?.width ?? 0).toBeGreaterThan(width * 0.8);
    // A click landing while the drop-down still opens is lost: choose again until the choice shows.
    await expect(async () => {
      await status.click();
      await page.locator(".ant-select-item-option").filter({ hasText: "Có" }).click({ timeout: 2000 });
      await expect(select).toContainText("Có", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await shoot(page, "tables-units-phone-filters");
    await drawer.getByRole("button", { name: "Xong" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("table-filters")).toHaveAccessibleName("Bộ lọc (1 đang bật)");
    expect(new URL(page.url()).searchParams.get("status")).toBe("true");
  });

  test("tapping a unit's card opens its form, one column", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/stock/units?searchKey=cai");
    const card = cards(page).filter({ hasText: "Cái" }).first();
    await card.getByText("Mã đơn vị tính").click();
    const form = page.getByRole("dialog", { name: "Sửa: đơn vị tính" });
    await expect(form).toBeVisible();
    // One under the other, the same width (measured once the dialog has finished opening).
    const oneColumn = async () => {
      const code = await form.getByLabel("Mã đơn vị tính").boundingBox();
      const name = await form.getByLabel("Tên đơn vị tính").boundingBox();
      if (!code || !name) return false;
      return Math.abs(code.x - name.x) < 1 && Math.abs(code.width - name.width) < 1 && name.y > code.y + code.height;
    };
    await expect.poll(oneColumn).toBe(true);
    await shoot(page, "tables-units-phone-form");
  });

  test("a long form keeps 'Lưu' and 'Hủy bỏ' at the bottom of the screen", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/crm/tickets");
    await page.getByTestId("entity-add").click();
    const form = page.getByTestId("entity-form");
    await expect(form).toBeVisible();
    // The form is longer than the screen…
    await expect.poll(async () => (await form.boundingBox())?.height ?? 0).toBeGreaterThan(PHONE.height);
    // …and its buttons are in sight all the same.
    const save = page.locator(".ant-modal-footer").getByRole("button", { name: "Lưu" });
    const box = await save.boundingBox();
    expect(box?.y ?? PHONE.height).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await shoot(page, "tables-ticket-form-phone");
  });

  test("the partners list shows cards with name, code and phone; a tap opens the profile", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/crm/partners");
    await expect(cards(page)).toHaveCount(10);
    const card = cards(page).first();
    await expect(card).toContainText("Mã khách hàng");
    await expect(card).toContainText("Điện thoại");
    await shoot(page, "tables-partners-phone");
    await card.getByText("Điện thoại").click();
    await expect(page).toHaveURL(/\/crm\/partners\/(?!new$)[^/?]+$/);
  });
});
