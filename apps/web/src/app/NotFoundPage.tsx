import { Button, Flex, Result } from "antd";
import { useNavigate } from "react-router";
import { PATHS } from "./paths";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex justify="center" align="center" style={{ minHeight: "100%", padding: 16, boxSizing: "border-box" }}>
      <Result
        status="404"
        title="404"
        subTitle="Không tìm thấy trang bạn yêu cầu."
        extra={
          <Button
            type="primary"
            href={PATHS.home}
            onClick={(event) => {
              event.preventDefault();
              navigate(PATHS.home);
            }}
          >
            Về trang chủ
          </Button>
        }
      />
    </Flex>
  );
}
