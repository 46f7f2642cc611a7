import { App, Button, Flex, Typography, type ButtonProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

/**
 * 'Sign out everywhere': ends every session of the account (other tabs and devices too), after
 * a confirmation that names the action. The avatar menu's Logout ends only this session.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { mutate: logout, isPending } = useLogout<{ everywhere: boolean }>();

  const confirm = () =>
    modal.confirm({
      title: t('profile.signOutEverywhereConfirm'),
      content: t('profile.signOutEverywhereConfirmText'),
      okText: t('profile.signOutEverywhere'),
      okButtonProps: { danger: true, 'data-testid': 'sign-out-everywhere-confirm' } as ButtonProps,
      cancelText: t('buttons.cancel'),
      onOk: () => logout({ everywhere: true }),
    });

  return (
    <Flex vertical gap="middle" align="start">
      <Typography.Text type="secondary">{t('profile.signOutEverywhereHelp')}</Typography.Text>
      <Button danger icon={<LogoutOutlined />} onClick={confirm} loading={isPending} data-testid="sign-out-everywhere">
        {t('profile.signOutEverywhere')}
      </Button>
    </Flex>
  );
}
