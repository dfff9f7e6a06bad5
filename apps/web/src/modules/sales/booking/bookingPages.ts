/** The public booking pages, routed outside the signed-in shell by the app (a chunk of their own). */
export { BookingCancelPage } from "./BookingCancelPage";
export { BookingPage } from "./BookingPage";
