import { expect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, shoot, signIn } from "./support";

test("banners set by the administrator show on the sign-in page and the dashboard", async ({
  page,
  request,
  baseURL,
}) => {
  const { access_token } = await apiLogin(request, ADMIN);
  const created: string[] = [];
  for (const [title, position] of [
    ["Ưu đãi tháng 12: giảm 30% liệu trình", "login"],
    ["Chào mừng đến với Sen Spa", "dashboard"],
  ]) {
    const res = await apiCall(request, access_token, "POST", "system/layout/banners", {
      title,
      image_url: `${baseURL}/favicon.svg`,
      position,
      sort: 10,
      status: true,
    });
    expect(res.status(), await res.text()).toBe(200);
    created.push((await res.json()).id);
  }
  try {
    await page.goto("/auth/login");
    const offer = page.getByTestId("banners-login").getByRole("img", { name: "Ưu đãi tháng 12: giảm 30% liệu trình" });
    await expect(offer.first()).toBeVisible();
    expect(await offer.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shoot(page, "16-sign-in-banner");

    await signIn(page, ADMIN);
    await page.goto("/dashboard/analytics");
    await expect(
      page.getByTestId("banners-dashboard").getByRole("img", { name: "Chào mừng đến với Sen Spa" }).first(),
    ).toBeVisible();
  } finally {
    for (const id of created) await apiCall(request, access_token, "DELETE", `system/layout/banners/${id}`);
  }
});
