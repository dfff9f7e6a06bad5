import type { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";

type Tenant = Awaited<ReturnType<typeof catalogueTenant>>;

/**
 * A small spa catalogue: a serum sold by the bottle (a box of 10 bottles, 30 ml a bottle), a cleanser
 * and a sunscreen, a facial service and a set product.
 */
export async function spaCatalogue(k: Tenant) {
  const post = async (url: string, body: object) => {
    const res = await k.admin("POST", url, body);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string };
  };
  await post("stock/products", { ma_vt: "SERUM", ten_vt: "Serum dưỡng ẩm", ma_dvt: "CHAI", gia_ban: 350_000 });
  await post("stock/products", { ma_vt: "SRM", ten_vt: "Sữa rửa mặt", ma_dvt: "TUYP", gia_ban: 180_000 });
  await post("stock/products", { ma_vt: "KCN", ten_vt: "Kem chống nắng", ma_dvt: "TUYP", gia_ban: 250_000 });
  await post("stock/products", { ma_vt: "COMBO", ten_vt: "Combo chăm sóc da tại nhà", ma_dvt: "BO", gia_ban: 700_000 });
  await post("stock/services", { ma_vt: "DV_DAMAT", ten_vt: "Chăm sóc da mặt", ma_dvt: "LAN", gia_ban: 400_000 });
  await post("stock/services", {
    ma_vt: "DV_GOI",
    ten_vt: "Gội đầu dưỡng sinh giờ vàng",
    ma_dvt: "LAN",
    gia_ban: 120_000,
  });
  await post("stock/conversion-units", { ma_vt: "SERUM", ma_dvt: "HOP", he_so: 10 });
  await post("stock/conversion-units", { ma_vt: "SERUM", ma_dvt: "ML", he_so: 0.033333 });
  return post;
}
