import "./messages";
import type { ComponentType } from "react";
import type { ReportDefinition } from "@/platform/report";
import { ReportPage } from "@/platform/report";
import { consultantReport } from "./definitions/consultant";
import { contactReport } from "./definitions/contact";
import { employeeReport } from "./definitions/employee";
import { marketingReport } from "./definitions/marketing";
import { telesaleReport } from "./definitions/telesale";
import { telesaleKpisReport } from "./definitions/telesaleKpis";
import { telesaleStatusReport } from "./definitions/telesaleStatus";
import { todoReport } from "./definitions/todo";
import type { ReportName } from "./reportDefinition";

/** A report's screen: the report frame with its definition, under its own command's rights. */
const page =
  <Row extends object, Answer>(definition: ReportDefinition<Row, Answer>): ComponentType =>
  () => <ReportPage command={`crm.reports.${definition.name}`} definition={definition} />;

/** Each CRM report's screen, by its name in the route. */
export const reportPages: Record<ReportName, ComponentType> = {
  employee: page(employeeReport),
  marketing: page(marketingReport),
  telesale: page(telesaleReport),
  "telesale-kpis": page(telesaleKpisReport),
  "telesale-status": page(telesaleStatusReport),
  consultant: page(consultantReport),
  contact: page(contactReport),
  todo: page(todoReport),
};
