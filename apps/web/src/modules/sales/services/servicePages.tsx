import "@/platform/document/messages";
import { DocumentFormPage, DocumentListPage, type DocumentPages } from "@/platform/document";
import { AwaitingList } from "@/platform/document/AwaitingList";
import { DocumentPrintPage } from "@/platform/document/DocumentPrintPage";
import { serviceParts } from "./serviceParts";
import { useServiceKind } from "./useServiceKind";

function ServiceList() {
  return <DocumentListPage kind={useServiceKind()} parts={serviceParts.list} />;
}

function ServiceForm({ mode }: { mode: "new" | "view" | "edit" }) {
  return <DocumentFormPage kind={useServiceKind()} parts={serviceParts.form} mode={mode} />;
}

/** The list, form, view (with its payments, journal and the packages it opened) and print of service bills. */
export const servicePages: DocumentPages = {
  List: ServiceList,
  New: () => <ServiceForm mode="new" />,
  View: () => <ServiceForm mode="view" />,
  Edit: () => <ServiceForm mode="edit" />,
  Print: () => <DocumentPrintPage kind={useServiceKind()} Sheet={serviceParts.Sheet} />,
};

/** 'Duyệt phiếu dịch vụ': the bills awaiting approval, each opened with 'Duyệt'. */
export function ApproveServicesPage() {
  return <AwaitingList List={ServiceList} />;
}
