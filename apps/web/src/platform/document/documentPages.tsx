import "./messages";
import { DocumentFormPage } from "./DocumentFormPage";
import { DocumentListPage } from "./DocumentListPage";
import { DocumentPrintPage } from "./DocumentPrintPage";
import type { DocumentKind } from "./documentKind";
import type { DocumentPages } from "./documentScreens";

/** The list, form (new, view, edit) and print screens of a kind, for `documentScreens` to load. */
export function documentPages(kind: DocumentKind): DocumentPages {
  return {
    List: () => <DocumentListPage kind={kind} />,
    New: () => <DocumentFormPage kind={kind} mode="new" />,
    View: () => <DocumentFormPage kind={kind} mode="view" />,
    Edit: () => <DocumentFormPage kind={kind} mode="edit" />,
    Print: () => <DocumentPrintPage kind={kind} />,
  };
}
