/** What other modules may use of sales (its screens are declared in routes.ts): how a prepaid card and its movements read. */

export { CardStateTag, MoveTag } from "./cards/CardTags";
export { signedAmount } from "./cards/cardMoves";

/** The prepaid cards' texts (`paymentCards.*`: the names of movements and states), loaded with the screen using them. */
export const loadCardTexts = () => import("./cards/messages");
