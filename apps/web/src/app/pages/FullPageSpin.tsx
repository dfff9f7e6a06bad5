import { Flex, Spin } from "antd";
import { useTranslation } from "react-i18next";

export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" style={{ minHeight: "100vh" }}>
      <Spin size="large" description={t("app.loading")} />
    </Flex>
  );
}
