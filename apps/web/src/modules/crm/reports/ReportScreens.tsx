import "./messages";
import type { ComponentType } from "react";
import { consultantReport } from "./definitions/consultant";
import { contactReport } from "./definitions/contact";
import { employeeReport } from "./definitions/employee";
import { marketingReport } from "./definitions/marketing";
import { telesaleReport } from "./definitions/telesale";
import { telesaleKpisReport } from "./definitions/telesale-kpis";
import { telesaleStatusReport } from "./definitions/telesale-status";
import { todoReport } from "./definitions/todo";
import { ReportPage } from "./ReportPage";
import type { ReportName } from "./reportDefinition";

/** Each report's screen: the one report page with its definition. */
export const reportPages: Record<ReportName, ComponentType> = {
  employee: () => <ReportPage definition={employeeReport} />,
  marketing: () => <ReportPage definition={marketingReport} />,
  telesale: () => <ReportPage definition={telesaleReport} />,
  "telesale-kpis": () => <ReportPage definition={telesaleKpisReport} />,
  "telesale-status": () => <ReportPage definition={telesaleStatusReport} />,
  consultant: () => <ReportPage definition={consultantReport} />,
  contact: () => <ReportPage definition={contactReport} />,
  todo: () => <ReportPage definition={todoReport} />,
};
