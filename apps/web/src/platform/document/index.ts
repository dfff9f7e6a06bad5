export { DocumentFormPage, type MoreActions } from "./DocumentFormPage";
export { DocumentListPage, type MoreOfList } from "./DocumentListPage";
export type { DocumentInput, DocumentLine, DocumentRecord } from "./documentApi";
export { documentApi, documentKeys } from "./documentApi";
export type { DocumentKind, HeaderFieldName, LineColumnName, PrintFormName } from "./documentKind";
export { documentPages } from "./documentPages";
export { type DocumentPages, documentScreens } from "./documentScreens";

export { ItemPicker } from "./ItemPicker";
export { newKey, SubmissionKeys } from "./idempotencyKey";
export { quantityText } from "./quantityText";
export { useDocumentStatuses } from "./useDocumentStatuses";
export type { LineItem } from "./useItem";
export { useWarehouseOptions } from "./useWarehouseOptions";
