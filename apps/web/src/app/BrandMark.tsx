import { Flex } from "antd";

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
        <span
          style={{
            fontSize: size * 0.7,
            fontWeight: 600,
            color: inverse ? "#fff" : "var(--ant-color-primary)",
            lineHeight: 1,
          }}
        >
          Sen
        </span>
      )}
    </Flex>
  );
}
