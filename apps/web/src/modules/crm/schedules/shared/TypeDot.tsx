import { Flex } from "antd";

/** A type's colour as a dot before its name (the calendar shows events in the same colour). */
export function TypeDot({ color, label }: { color?: string | null; label?: string }) {
  return (
    <Flex align="center" gap={6} style={{ display: "inline-flex" }}>
      <span
        aria-hidden
        style={{
          width: 10,
          height: 10,
          borderRadius: "50%",
          flex: "none",
          background: color || "#d9d9d9",
          boxShadow: "inset 0 0 0 1px rgba(0,0,0,0.15)",
        }}
      />
      {label && <span>{label}</span>}
    </Flex>
  );
}
