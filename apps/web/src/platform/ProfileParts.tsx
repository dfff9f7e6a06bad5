import { UserOutlined } from "@ant-design/icons";
import { Avatar, Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";

/** The last two words' first letters of a person's name ("Nguyễn Thị Mai" → "TM"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/** A person's round badge: their initials in the theme's colour (a silhouette without a name). */
export function ProfileAvatar({ name }: { name: string }) {
  return (
    <Avatar size={56} style={{ background: "var(--ant-color-primary)", flex: "none" }}>
      {initials(name) || <UserOutlined />}
    </Avatar>
  );
}

/** One fact of a profile's heading: a small grey label over its value ('—' when there is none). */
export function ProfileFact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 140 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text>
        {icon} {children || "—"}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A profile's heading, then its `actions` on the right: the avatar, the name (`nameTestId`) and code with the
 * `tags` that follow them, and what `children` puts below.
 */
export function ProfileHeading(props: {
  name: string;
  code: string | null | undefined;
  nameTestId: string;
  tags?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex gap={16} wrap align="flex-start" justify="space-between">
      <Flex gap={16} align="center" style={{ minWidth: 0 }}>
        <ProfileAvatar name={props.name} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex gap={8} wrap align="center">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid={props.nameTestId}>
              {props.name}
            </Typography.Title>
            <Tag style={{ marginInlineEnd: 0 }}>{props.code}</Tag>
            {props.tags}
          </Flex>
          {props.children}
        </Flex>
      </Flex>
      <Flex gap={8} wrap>
        {props.actions}
      </Flex>
    </Flex>
  );
}
