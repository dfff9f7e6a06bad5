import type { pointsVi } from "./vi";

/** English texts of the loyalty points' screens. */
export const pointsEn: typeof pointsVi = {
  customer: "Customer exchanging",
  points: "Loyalty points",
  perUnit: "Points/unit",
  lineTotal: "Points",
  total: "Points exchanged",
  held: "Points held: {{points}} (= {{money}} ₫)",
  heldPlain: "Points held: {{points}}",
  after: "Left after the exchange: {{points}}",
  short: "Not enough points",
  history: "Loyalty points history",
  noHistory: "The customer has no loyalty points yet",
  date: "Date",
  document: "Document",
  kind: "Kind",
  moved: "Points",
  balance: "Balance",
  note: "Description",
  pay: {
    held: "Points: {{points}} (= {{money}} ₫), 1 point = {{worth}} ₫",
    noCustomer: "Choose the customer to pay with loyalty points",
    noRule: "No point rule holds today",
    offline: "Offline: points cannot pay",
  },
  counter: "Points: {{points}} (= {{money}} ₫)",
  kinds: {
    TICH: "Earned",
    THU_HOI: "Taken back (return)",
    TT: "Paid with",
    DOI: "Gift exchange",
    HUY: "Cancelled document",
  },
};
