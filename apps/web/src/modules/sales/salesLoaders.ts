/** Where the sales screens' code is fetched from, so the manifest stays light. */
export const loadCashier = () =>
  Promise.all([import("./cashier/messages"), import("./cashier/CashierPage")]).then(([, page]) => page.CashierPage);

/** The counter's bills of the day and a bill's receipt (reprint). */
export const loadCounterPages = () =>
  Promise.all([import("./cashier/messages"), import("./cashier/counterPages")]).then(([, pages]) => pages);

export const loadBillPages = () =>
  Promise.all([import("./bills/messages"), import("./bills/billPages")]).then(([, pages]) => pages);

/** Returns; a refund onto a prepaid card picks the card in the card screens' words. */
export const loadReturnPages = () =>
  Promise.all([import("./returns/messages"), import("./cards/messages"), import("./returns/returnPages")]).then(
    ([, , pages]) => pages,
  );

export const loadGiftPages = () =>
  Promise.all([import("./gifts/messages"), import("./gifts/giftPages")]).then(([, pages]) => pages.giftPages);

/** Gift exchanges: a customer's loyalty points spent on gifts. */
export const loadGiftExchangePages = () =>
  Promise.all([import("./points/messages"), import("./points/giftExchangePages")]).then(
    ([, pages]) => pages.giftExchangePages,
  );

/** Prepaid cards' screens; a top-up takes payments as the counter does, in the counter's words. */
export const loadCardPages = () =>
  Promise.all([import("./cards/messages"), import("./cashier/messages"), import("./cards/cardPages")]).then(
    ([, , pages]) => pages,
  );

/** Sales orders and their delivery; the delivery takes payments as the counter does, in the counter's words. */
export const loadSaleOrderPages = () =>
  Promise.all([import("./orders/messages"), import("./cashier/messages"), import("./orders/saleOrderPages")]).then(
    ([, , pages]) => pages,
  );

/** Promotion rules by product and by bill total, and their approval. */
export const loadPromotionPages = () =>
  Promise.all([import("./promotions/messages"), import("./promotions/promotionPages")]).then(([, pages]) => pages);

/** Discounts, their approval and the report of the discounts bills carried. */
export const loadDiscountPages = () =>
  Promise.all([import("./discounts/messages"), import("./discounts/discountPages")]).then(([, pages]) => pages);

/** No-name cards' screens; a sale and a deposit take payments as the counter does, in the counter's words. */
export const loadNoNamePages = () =>
  Promise.all([import("./no-name/messages"), import("./cashier/messages"), import("./no-name/noNamePages")]).then(
    ([, , pages]) => pages,
  );

/** Service bills and their approval; a bill takes payments as the counter does, in the counter's words. */
export const loadServicePages = () =>
  Promise.all([import("./services/messages"), import("./cashier/messages"), import("./services/servicePages")]).then(
    ([, , pages]) => pages,
  );

/** Servings, the service process board and the service till (which takes payments as the cashier does). */
export const loadServingPages = () =>
  Promise.all([import("./servings/messages"), import("./cashier/messages"), import("./servings/servingPages")]).then(
    ([, , pages]) => pages,
  );
