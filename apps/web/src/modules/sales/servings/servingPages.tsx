import { DocumentFormPage, documentPagesOf } from "@/platform/document";
import { ServingStepButton } from "./ServingStepButton";
import { type ServingRecord, servingKind } from "./servingKind";
import { servingParts } from "./servingParts";

export { ServiceProcessPage } from "./ServiceProcessPage";
export { ServingCashierPage } from "./ServingCashierPage";

const stepButton = (doc: ServingRecord) => <ServingStepButton serving={doc} />;

/** Servings: list, new, view (its next step in the process, post, cancel, journal), edit of a draft, print. */
export const servingPages = {
  ...documentPagesOf(servingKind, servingParts),
  View: () => <DocumentFormPage kind={servingKind} parts={servingParts.form} mode="view" more={stepButton} />,
};
