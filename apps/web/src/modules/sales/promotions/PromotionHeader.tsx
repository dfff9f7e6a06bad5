import { Col, Form, Input, Row, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { branchName } from "@/platform/branches/branchesInView";
import { NumberAndDate } from "@/platform/document/NumberAndDate";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { useSession } from "@/platform/session/sessionStore";
import type { ProgramShown } from "./ruleValues";
import { programDays, programLabel, shownOf, usePrograms } from "./usePrograms";

/** The branches in view, for a new document: "CN01 · Chi nhánh Quận 1". */
function useBranchOptions() {
  const { i18n } = useTranslation();
  const allowed = useSession((s) => s.allowed);
  const inView = useSession((s) => s.selectedBranches);
  return useMemo(
    () =>
      allowed
        .filter((b) => inView.includes(b.ma_dvcs))
        .map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} · ${branchName(b, i18n.language)}` })),
    [allowed, inView, i18n.language],
  );
}

/** The program input: the programs in use (and the document's own, though no longer in use), its days under it. */
function ProgramItem() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const programs = usePrograms();
  const code = Form.useWatch("ma_ctkm", form) as string | undefined;
  const saved = Form.useWatch("program", { form, preserve: true }) as ProgramShown | undefined;
  const options = useMemo(() => {
    const shown = programs.map((p) => ({ value: p.ma_ctkm, label: programLabel(p) }));
    return saved && !programs.some((p) => p.ma_ctkm === saved.ma_ctkm)
      ? [{ value: saved.ma_ctkm, label: programLabel(saved) }, ...shown]
      : shown;
  }, [programs, saved]);
  const picked = programs.find((p) => p.ma_ctkm === code);
  const chosen = picked ? shownOf(picked) : saved?.ma_ctkm === code ? saved : undefined;
  const label = t("promotions.program");
  return (
    <Form.Item
      name="ma_ctkm"
      label={label}
      extra={chosen && <span data-testid="promotion-program-days">{programDays(t, chosen)}</span>}
      rules={[{ required: true, message: t("document.required", { field: label.toLowerCase() }) }]}
    >
      <Select
        options={options}
        showSearch={foldedSearch}
        placeholder={t("promotions.programPlaceholder")}
        data-testid="promotion-program"
      />
    </Form.Item>
  );
}

/**
 * The branch of a document that has no warehouse to tell it: a new one's defaults to the branch worked in, among
 * those in view; a saved one's is fixed, its number being the branch's.
 */
export function BranchItem({ number, label, testId }: { number?: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const branches = useBranchOptions();
  const branch = useDocumentBranch();
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="ma_dvcs"
        label={label}
        initialValue={branch}
        rules={[{ required: true, message: t("document.required", { field: label.toLowerCase() }) }]}
      >
        <Select options={branches} disabled={Boolean(number)} data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

/**
 * A promotion document's header: number, date, its branch (a new one's defaults to the branch worked in; a saved
 * one's is fixed, its number being the branch's), the program whose days and branch its rules hold in, description.
 */
export function PromotionHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <NumberAndDate number={number} />
      <BranchItem number={number} label={t("promotions.branch")} testId="promotion-branch" />
      <Col xs={24} md={12}>
        <ProgramItem />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="dien_giai" label={t("document.description")}>
          <Input maxLength={500} data-testid="document-description" />
        </Form.Item>
      </Col>
    </Row>
  );
}
