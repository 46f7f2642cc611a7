import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';
import { generatePassword } from './generate-password';

/** A password input with a Generate button; a generated password is shown so it can be passed on. */
export default function GeneratedPassword({ id, value, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        value={value as string | undefined}
        onChange={(e) => onChange?.(e.target.value)}
        visibilityToggle={{ visible, onVisibleChange: setVisible }}
        autoComplete="new-password"
      />
      <Button
        icon={<ThunderboltOutlined />}
        onClick={() => {
          onChange?.(generatePassword());
          setVisible(true);
        }}
        data-testid="generate-password"
      >
        {t('widgets.generate')}
      </Button>
    </Space.Compact>
  );
}
