export { EntityForm } from "./EntityForm";
export { EntityListPage } from "./EntityListPage";
export { EntityScreen } from "./EntityScreen";
export { entityApi, entityKeys } from "./entityApi";
export type { EntityRow } from "./formValues";
export { useEntityDefinitions } from "./useEntityDefinitions";
