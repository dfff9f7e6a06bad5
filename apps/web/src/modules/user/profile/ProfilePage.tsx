import { useQuery } from "@tanstack/react-query";
import { Col, Result, Row, Skeleton } from "antd";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { profileApi, profileKeys } from "./profileApi";

/** /user/profile: one's own details and password. */
export function ProfilePage() {
  const profile = useQuery({ queryKey: profileKeys.own, queryFn: profileApi.get });
  if (profile.error) return <Result status="warning" title={profile.error.message} />;
  if (!profile.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ProfileForm profile={profile.data} />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordForm />
      </Col>
    </Row>
  );
}
