import { DocumentFormPage, type DocumentPages, documentPagesOf } from "@/platform/document";
import { CardLockPage } from "./CardLockPage";
import { NewTopUpPage } from "./NewTopUpPage";
import { topUpKind } from "./topUpKind";
import { topUpParts } from "./topUpParts";

const ViewTopUp = () => <DocumentFormPage kind={topUpKind} parts={topUpParts.form} mode="view" />;

/**
 * Top-ups: the list, 'Nạp tiền' (a page of its own), the view (with cancel and print) and the printed receipt; a
 * top-up is posted at once, so its edit address shows it as the view does.
 */
export const topUpPages: DocumentPages = {
  ...documentPagesOf(topUpKind, topUpParts),
  New: NewTopUpPage,
  View: ViewTopUp,
  Edit: ViewTopUp,
};

export const LockCardPage = () => <CardLockPage lock />;
export const UnlockCardPage = () => <CardLockPage lock={false} />;

export { CardBalancesPage } from "./CardBalancesPage";
export { CardHistoryPage } from "./CardHistoryPage";
export { CardLookupPage } from "./CardLookupPage";
export { CardPeriodsPage } from "./CardPeriodsPage";
export { PaymentCardsPage } from "./PaymentCardsPage";
