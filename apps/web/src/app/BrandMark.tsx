import { Flex, Typography } from "antd";

interface BrandMarkProps {
  size?: number;
  showName?: boolean;
  /** White name, for dark bars. */
  inverse?: boolean;
}

/** The lotus logo and the product name, in the theme's primary colour. */
export function BrandMark({ size = 32, showName = true, inverse = false }: BrandMarkProps) {
  return (
    <Flex align="center" gap={size / 4}>
      <img src="/favicon.svg" alt="" width={size} height={size} />
      {showName && (
        <Typography.Text
          strong
          style={{ fontSize: size * 0.7, color: inverse ? "#fff" : "var(--ant-color-primary)", lineHeight: 1 }}
        >
          Sen
        </Typography.Text>
      )}
    </Flex>
  );
}
