import { Alert, Button, Flex, Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StickyActions } from "../forms/StickyActions";
import { Panel } from "../Panel";
import { BackTitle } from "./BackTitle";

/** The page's one button that sends the document (shown to whoever may), beside 'Quay lại'. */
interface SubmitButton {
  label: string;
  icon: ReactNode;
  allowed: boolean;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

interface DocumentPageFormProps<V> {
  form: FormInstance<V>;
  initialValues: V;
  testId: string;
  /** What the server refused (above the form), under its title; nothing when the list is empty. */
  refused: { title: string; problems: readonly string[]; testId: string };
  /** The first panel's title, after the arrow back. */
  title: ReactNode;
  onBack: () => void;
  /** The first panel's body: the document's header. */
  header: ReactNode;
  /** The panels below it. */
  children: ReactNode;
  submit: SubmitButton;
}

/**
 * A document made on a page of its own (a return from its bill, a delivery from its order, a card's top-up): its form,
 * what the server refused above it, its header in a first panel titled with a way back, the rest, and at the bottom
 * 'Quay lại' and the button that sends it.
 */
export function DocumentPageForm<V>({
  form,
  initialValues,
  testId,
  refused,
  title,
  onBack,
  header,
  children,
  submit,
}: DocumentPageFormProps<V>) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues as object} data-testid={testId}>
      <Flex vertical gap={12}>
        {refused.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={refused.title}
            description={refused.problems.join(" ")}
            data-testid={refused.testId}
          />
        )}
        <Panel
          title={
            <BackTitle onBack={onBack}>
              <span>{title}</span>
            </BackTitle>
          }
        >
          {header}
        </Panel>
        {children}
        <StickyActions>
          <Button onClick={onBack}>{t("document.actions.back")}</Button>
          {submit.allowed && (
            <Button
              type="primary"
              icon={submit.icon}
              loading={submit.busy}
              disabled={submit.disabled || submit.busy}
              onClick={submit.onClick}
              data-testid={submit.testId}
            >
              {submit.label}
            </Button>
          )}
        </StickyActions>
      </Flex>
    </Form>
  );
}
