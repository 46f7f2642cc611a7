import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A picker with its label above it, as the pricing screens line them up. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}
