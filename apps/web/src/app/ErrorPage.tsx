import { Button, Flex, Result } from "antd";

/** Shown when a screen fails to render, instead of the router's English default. */
export function ErrorPage() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: "100%", padding: 16, boxSizing: "border-box" }}>
      <Result
        status="500"
        title="Có lỗi xảy ra"
        subTitle="Lỗi hệ thống, vui lòng thử lai sau ít phút!"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Tải lại trang
          </Button>
        }
      />
    </Flex>
  );
}
