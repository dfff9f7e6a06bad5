import { EllipsisOutlined } from "@ant-design/icons";
import { Button, Dropdown, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { IconAction } from "@/platform/IconAction";
import { actionsColumn, type DataColumn, type RowAction, type RowActionSet } from "./columns";

/** One icon button and the "⋯" button: the column stays this narrow whatever the number of actions. */
export const ROW_ACTIONS_WIDTH = 84;
// The buttons are small so that they do not make a compact row taller than its text.

/** The action a tap on the row runs: the first that destroys nothing. */
export const openAction = (actions: readonly RowAction[]) => actions.find((a) => !a.danger);

/**
 * A row's actions, compact: the first as an icon with its tooltip, the others in the "⋯" menu. Clicks stay
 * here, so that a card or row around it does not also open.
 */
export function RowMenu({ subject, actions }: RowActionSet) {
  const { t } = useTranslation();
  const [first, ...more] = actions;
  if (!first) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the card around it
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside have their own keys
    <span onClick={(event) => event.stopPropagation()}>
      <Flex gap={4} align="center">
        <IconAction
          size="small"
          icon={first.icon}
          title={first.title}
          subject={subject}
          danger={first.danger}
          testId={first.testId}
          onClick={first.onClick}
        />
        {more.length > 0 && (
          <Dropdown
            trigger={["click"]}
            placement="bottomRight"
            menu={{
              items: more.map((a) => ({
                key: a.key,
                icon: a.icon,
                danger: a.danger,
                label: <span data-testid={a.testId}>{a.title}</span>,
              })),
              onClick: ({ key }) => more.find((a) => a.key === key)?.onClick(),
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<EllipsisOutlined />}
              aria-label={`${t("table.moreActions")} ${subject}`}
              title={t("table.moreActions")}
              data-testid="row-more"
            />
          </Dropdown>
        )}
      </Flex>
    </span>
  );
}

/**
 * The row actions as a compact column: the first action as an icon, the others in the row's "⋯" menu. On a
 * phone's card the same menu shows, and tapping the card runs the first action that destroys nothing.
 */
export function rowActionsColumn<T>(title: string, actionsOf: (row: T) => RowActionSet): DataColumn<T> {
  return {
    ...actionsColumn(title, (row: T) => <RowMenu {...actionsOf(row)} />, ROW_ACTIONS_WIDTH),
    rowActions: actionsOf,
  };
}
