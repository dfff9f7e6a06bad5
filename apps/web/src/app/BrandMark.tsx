import { Flex, Typography } from "antd";
import { SEN_PRIMARY } from "./theme";

interface BrandMarkProps {
  size?: number;
  inverse?: boolean;
}

/** The lotus logo and the product name. */
export function BrandMark({ size = 32, inverse = false }: BrandMarkProps) {
  return (
    <Flex align="center" gap={size / 4}>
      <img
        src="/favicon.svg"
        alt=""
        width={size}
        height={size}
        style={
          inverse ? { background: "#fff", borderRadius: size / 4, padding: size / 8, boxSizing: "border-box" } : {}
        }
      />
      <Typography.Text strong style={{ fontSize: size * 0.7, color: inverse ? "#fff" : SEN_PRIMARY, lineHeight: 1 }}>
        Sen
      </Typography.Text>
    </Flex>
  );
}
