import { Button, type ButtonProps, Tooltip } from "antd";
import type { ReactNode } from "react";

interface IconActionProps extends Pick<ButtonProps, "danger" | "disabled" | "size" | "onClick"> {
  icon: ReactNode;
  /** Tooltip, and the button's name for screen readers (with `subject` when given). */
  title: string;
  /** What the action is about ("Mét"), added to the accessible name: "Xóa Mét". */
  subject?: string;
  testId?: string;
}

/** A row's icon button (edit, delete, view…) with its tooltip and an accessible name. */
export function IconAction({ icon, title, subject, testId, ...button }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        icon={icon}
        aria-label={subject ? `${title} ${subject}` : title}
        data-testid={testId}
        {...button}
      />
    </Tooltip>
  );
}
