export { DocumentFormPage, type MoreActions } from "./DocumentFormPage";
export { DocumentListPage, type MoreOfList } from "./DocumentListPage";
export type { DocumentHead, DocumentInput, DocumentLine, DocumentRecord } from "./documentApi";
export { documentApi, documentKeys } from "./documentApi";
export type { DocumentBase, DocumentKind, HeaderFieldName, LineColumnName, PrintFormName } from "./documentKind";
export { documentPages, documentPagesOf } from "./documentPages";
export type { DocumentParts, FormParts, ListParts, PrintSheet } from "./documentParts";
export { type DocumentPages, documentScreens } from "./documentScreens";
export { goodsParts } from "./goodsParts";

export { ItemPicker } from "./ItemPicker";
export { newKey, SubmissionKeys } from "./idempotencyKey";
export { PrintFormTop, type PrintHeader, PrintSignatures, ShopSheet } from "./print/PrintFormParts";
export { formDate } from "./print/printForms";
export { quantityText } from "./quantityText";
export { useDocumentStatuses } from "./useDocumentStatuses";
export type { LineItem } from "./useItem";
export { useWarehouseOptions } from "./useWarehouseOptions";
