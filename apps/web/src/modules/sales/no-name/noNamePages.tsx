import type { ComponentType } from "react";
import type { DocumentBase } from "@/platform/document";
import { DocumentFormPage, type DocumentPages, type DocumentParts, documentPagesOf } from "@/platform/document";
import { NewDepositPage } from "./NewDepositPage";
import { NewSalePage } from "./NewSalePage";
import { NewTransferPage } from "./NewTransferPage";
import type { NoNameRecord } from "./noNameApi";
import { depositKind, issueKind, receiveKind, saleKind, transferKind } from "./noNameKinds";
import { depositParts, issueParts, receiveParts, saleParts, transferParts } from "./noNameParts";
import { ReceivePage } from "./ReceivePage";

/**
 * A kind's screens: its list, its own page to make one, the view (with cancel, journal and print where it has them);
 * every no-name document is posted as it is made, so its edit address shows it as the view does.
 */
function pagesOf<V extends object>(
  kind: DocumentBase,
  parts: DocumentParts<NoNameRecord, V>,
  New: ComponentType,
): DocumentPages {
  const View = () => <DocumentFormPage kind={kind} parts={parts.form} mode="view" />;
  return { ...documentPagesOf(kind, parts), New, View, Edit: View };
}

export const salePages = pagesOf(saleKind, saleParts, NewSalePage);
export const depositPages = pagesOf(depositKind, depositParts, NewDepositPage);
export const transferPages = pagesOf(transferKind, transferParts, NewTransferPage);
export const receivePages = pagesOf(receiveKind, receiveParts, ReceivePage);
/** Issues are made from the card list ('Phát hành thẻ'); their list and view are here. */
export const issuePages = pagesOf(issueKind, issueParts, () => null);

export { NoNameCardsPage } from "./NoNameCardsPage";
export { NoNameHistoryPage } from "./NoNameHistoryPage";
export { NoNameLookupPage } from "./NoNameLookupPage";
