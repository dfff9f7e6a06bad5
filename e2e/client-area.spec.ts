// The client area (issue #18): a demo customer signs in with her phone and the code sent to it (read where the
// in-app sender keeps it: Tin nhắn đã gửi), sees her details and her card's balance, then its history with the balance
// after each movement; another customer's card is not found; her sign-in is apart from a staff sign-in in the same
// browser; a customer whose card never moved reads 'Chưa có dữ liệu'.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, expectSignedIn, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });

/** Demo customers with a card (apps/server/src/modules/sales/sales.seed.ts) and their phones (crm.demo.ts). */
const MAI = { name: "Nguyễn Thị Mai", phone: "0901234567", card: "TTT000001" };
const HA = { card: "TTT000002" };
const TRAM = { name: "Võ Thị Ngọc Trâm", phone: "0906789012", card: "TTT000003" };

const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });
const shown = (day: string) => day.split("-").reverse().join("/");

/** Tops a demo card up in cash at CN01: 1,000,000 ₫ gets the demo policy's 100,000 ₫ more. */
async function topUp(request: APIRequestContext, token: string, ma_the: string) {
  const res = await apiCall(request, token, "POST", "sales/payment-cards/update", {
    ngay_ct: today(),
    ma_dvcs: "CN01",
    ma_the,
    tien: 1_000_000,
    status: "2",
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The code the in-app sender last sent to `phone`, as the administrator reads it in Tin nhắn đã gửi. */
async function codeSentTo(request: APIRequestContext, token: string, phone: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const res = await apiCall(request, token, "GET", "system/sent-messages?pageSize=20");
    const items = (await res.json()).items as { den: string; noi_dung: string }[];
    const message = items.find((m) => m.den === phone)?.noi_dung ?? "";
    expect(message).toMatch(/^Mã đăng nhập khu vực khách hàng của .+ là \d{6}/);
    code = /là (\d{6})/.exec(message)?.[1] ?? "";
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Signs a customer in on the client area's own form: the phone, 'Gửi mã', then the code and 'Đăng nhập'. */
async function signInAsCustomer(page: Page, request: APIRequestContext, admin: string, phone: string) {
  const form = page.getByTestId("client-sign-in");
  await expect(form.getByText("Đăng nhập khu vực khách hàng")).toBeVisible();
  await form.getByLabel("Số điện thoại").fill(phone);
  await form.getByRole("button", { name: "Gửi mã" }).click();
  await expect(page.getByTestId("client-code-sent")).toContainText(`${phone[0]}*****${phone.slice(-4)}`);
  await form.getByLabel("Mã xác thực").fill(await codeSentTo(request, admin, phone));
  await form.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(form).toHaveCount(0);
}

test("a customer signs in with her phone and a code, sees her card and its history, and no one else's", async ({
  page,
  request,
}) => {
  const admin = (await apiLogin(request, ADMIN)).access_token;
  await topUp(request, admin, MAI.card);
  await topUp(request, admin, HA.card);

  await page.setViewportSize(DESKTOP);
  await page.goto("/client/customer-info");
  await expect(page.getByTestId("page-title")).toHaveText("Thông tin khách hàng");
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  await shoot(page, "client-sign-in-desktop");

  // A wrong code is refused in words.
  const form = page.getByTestId("client-sign-in");
  await form.getByLabel("Số điện thoại").fill(MAI.phone);
  await form.getByRole("button", { name: "Gửi mã" }).click();
  await form.getByLabel("Mã xác thực").fill("000000");
  await form.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByTestId("client-sign-in-error")).toContainText("Mã xác thực không đúng hoặc đã hết hạn");
  await form.getByRole("button", { name: "Đổi số điện thoại" }).click();

  await signInAsCustomer(page, request, admin, MAI.phone);
  await expect(page.getByTestId("client-name")).toHaveText(`Xin chào, ${MAI.name}`);
  const details = page.getByTestId("client-details");
  await expect(details).toContainText(MAI.name);
  await expect(details).toContainText(MAI.phone);
  await expect(details).toContainText("KH000001");
  const cards = page.getByTestId("client-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId("client-card-number")).toHaveText(MAI.card);
  await expect(cards.getByTestId("client-card-balance")).toHaveText("1,100,000 ₫");
  await expect(cards.getByTestId("card-state")).toHaveText("Đang dùng");
  await shoot(page, "client-customer-info-desktop");

  // The card's history: the bonus, then the top-up, each with the balance it left.
  await cards.getByRole("link", { name: "Xem lịch sử" }).click();
  await expect(page).toHaveURL(`/client/payment-card-histories?ma_the=${MAI.card}`);
  await expect(page.getByTestId("page-title")).toHaveText("Lịch sử thẻ thanh toán");
  await expect(page.getByTestId("client-history-balance")).toHaveText("1,100,000 ₫");
  const rows = page.getByTestId("client-history").locator("tbody tr.ant-table-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(shown(today()));
  await expect(rows.nth(0).getByTestId("card-move")).toHaveText("Tặng thêm");
  await expect(rows.nth(0).getByTestId("client-move-amount")).toHaveText("+100,000");
  await expect(rows.nth(0).getByTestId("client-move-balance")).toHaveText("1,100,000");
  await expect(rows.nth(1).getByTestId("card-move")).toHaveText("Nạp tiền");
  await expect(rows.nth(1).getByTestId("client-move-amount")).toHaveText("+1,000,000");
  await expect(rows.nth(1).getByTestId("client-move-balance")).toHaveText("1,000,000");
  await expect(rows.nth(1)).toContainText("Chi nhánh Quận 1");
  await shoot(page, "client-card-history-desktop");

  // Another customer's card, asked for by its number: not found, nothing of it shown.
  await page.goto(`/client/payment-card-histories?ma_the=${HA.card}`);
  await expect(page.getByTestId("client-history-refused")).toHaveText(`Không tìm thấy thẻ ${HA.card}`);
  await expect(page.getByTestId("client-history")).toHaveCount(0);
  await expect(page.getByText("1,000,000")).toHaveCount(0);

  // On a phone.
  await page.setViewportSize(PHONE);
  await page.goto("/client/customer-info");
  await expect(page.getByTestId("client-card-balance")).toHaveText("1,100,000 ₫");
  await shoot(page, "client-customer-info-phone");
  await page.getByTestId("client-tabs").getByText("Lịch sử thẻ").click();
  await expect(page).toHaveURL("/client/payment-card-histories");
  await expect(page.getByTestId("client-history").locator("tbody tr.ant-table-row")).toHaveCount(2);
  await shoot(page, "client-card-history-phone");

  // Her sign-in signs no one in as staff, and signing out leaves the sign-in form.
  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard/analytics");
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/client/customer-info");
  await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page.getByTestId("client-sign-in")).toBeVisible();
});

test("a staff sign-in and a customer's live apart in one browser; a card that never moved reads 'Chưa có dữ liệu'", async ({
  page,
  request,
}) => {
  const admin = (await apiLogin(request, ADMIN)).access_token;
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/client/payment-card-histories");
  // The staff session is no customer's: the client area asks for a phone.
  await signInAsCustomer(page, request, admin, TRAM.phone);
  await expect(page.getByTestId("client-name")).toHaveText(`Xin chào, ${TRAM.name}`);
  await expect(page.getByTestId("client-history-balance")).toHaveText("0 ₫");
  await expect(page.getByTestId("client-history")).toContainText("Chưa có dữ liệu");
  await shoot(page, "client-card-history-empty");
  // The administrator is still signed in, as herself.
  await page.goto("/dashboard/analytics");
  await expectSignedIn(page, ADMIN);
});
