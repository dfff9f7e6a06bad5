import { LogoutOutlined } from "@ant-design/icons";
import { splitCodes } from "@sen/core";
import { Alert, Button, Card, Descriptions, Flex, Grid, Layout, Space, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import { logout } from "../../app/auth/authApi";
import { BrandMark } from "../../app/BrandMark";
import { SEN_PRIMARY } from "../../app/theme";
import { formatDateTime } from "../../platform/dates";
import { clearTokens } from "../../platform/session";
import { useServerClock } from "../../platform/useServerClock";
import { useHomeData } from "./useHomeData";

/** A simple signed-in home until the full shell (menus, dashboard) arrives. */
export function HomePage() {
  const { user, serverTime, loading, error, reload } = useHomeData();
  const clock = useServerClock(serverTime);
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    await logout().catch(() => undefined); // Signing out locally must work even if the server is unreachable.
    clearTokens("signed-out"); // The route guard then opens the sign-in page.
  }

  const branches = splitCodes(user?.user_rights.branchs);

  return (
    <Layout style={{ minHeight: "100%" }}>
      <Layout.Header
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 16,
          paddingInline: 16,
          background: SEN_PRIMARY,
        }}
      >
        <BrandMark size={28} inverse />
        <Button icon={<LogoutOutlined />} onClick={signOut} loading={leaving}>
          Đăng xuất
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
        <Flex vertical gap={16} style={{ maxWidth: 960, margin: "0 auto" }}>
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              action={
                <Button size="small" onClick={reload}>
                  Thử lại
                </Button>
              }
            />
          )}
          {loading && !user ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin size="large" description="Đang tải…" />
            </Flex>
          ) : (
            user && (
              <Card size={narrow ? "small" : "default"}>
                <Typography.Title level={narrow ? 4 : 3} style={{ marginTop: 0 }}>
                  Xin chào, {user.full_name}
                </Typography.Title>
                <Descriptions
                  column={{ xs: 1, sm: 1, md: 2 }}
                  bordered
                  size={narrow ? "small" : "middle"}
                  styles={{ label: { whiteSpace: "nowrap" } }}
                >
                  <Descriptions.Item label="Tên đăng nhập">{user.user_name}</Descriptions.Item>
                  <Descriptions.Item label="Vai trò">
                    {user.is_admin === 1 ? "Quản trị viên" : "Nhân viên"}
                  </Descriptions.Item>
                  <Descriptions.Item label="Chi nhánh">
                    {branches.length > 0 ? (
                      <Space size={[4, 4]} wrap>
                        {branches.map((code) => (
                          <Tag key={code} color="magenta">
                            {code}
                          </Tag>
                        ))}
                      </Space>
                    ) : (
                      <Typography.Text type="secondary">Người dùng chưa được phân quyền đơn vị</Typography.Text>
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label="Giờ máy chủ">
                    {clock === undefined ? "" : formatDateTime(clock, serverTime?.time_zone)}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            )
          )}
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
