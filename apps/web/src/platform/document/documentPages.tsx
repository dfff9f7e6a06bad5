import "./messages";
import { DocumentFormPage } from "./DocumentFormPage";
import { DocumentListPage } from "./DocumentListPage";
import { DocumentPrintPage } from "./DocumentPrintPage";
import type { DocumentHead } from "./documentApi";
import type { DocumentBase, DocumentKind } from "./documentKind";
import type { DocumentParts } from "./documentParts";
import type { DocumentPages } from "./documentScreens";
import { goodsParts } from "./goodsParts";

/** The list, form (new, view, edit) and print screens of a kind with its family's parts. */
export function documentPagesOf<R extends DocumentHead, V extends object>(
  kind: DocumentBase,
  parts: DocumentParts<R, V>,
): DocumentPages {
  return {
    List: () => <DocumentListPage kind={kind} parts={parts.list} />,
    New: () => <DocumentFormPage kind={kind} parts={parts.form} mode="new" />,
    View: () => <DocumentFormPage kind={kind} parts={parts.form} mode="view" />,
    Edit: () => <DocumentFormPage kind={kind} parts={parts.form} mode="edit" />,
    Print: () => <DocumentPrintPage kind={kind} Sheet={parts.Sheet} />,
  };
}

/** The screens of a goods document (stock, purchases), for `documentScreens` to load. */
export const documentPages = (kind: DocumentKind): DocumentPages => documentPagesOf(kind, goodsParts(kind));
