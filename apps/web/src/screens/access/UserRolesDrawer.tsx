import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Divider, Drawer, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../platform/use-session';
import { EffectivePermissions } from './EffectivePermissions';
import { fetchUserRoles, saveUserRoles, type UserRoles } from './user-roles-api';

interface Props {
  userId: number | null;
  /** May change roles (admin-users at level all); otherwise the drawer only shows them. */
  canAssign: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** One admin user's roles (to tick) and the permissions they add up to. */
export function UserRolesDrawer({ userId, canAssign, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const productCode = useUserInfo()?.productCode;
  const [data, setData] = useState<UserRoles | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setData(null);
    if (userId === null) return;
    let live = true;
    fetchUserRoles(userId)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setChosen(answer.roleIds);
      })
      .catch(onClose); // the HTTP layer has shown why
    return () => {
      live = false;
    };
  }, [userId, onClose]);

  const changed = data !== null && [...chosen].sort((a, b) => a - b).join() !== data.roleIds.join();
  const save = async () => {
    if (!data) return;
    setSaving(true);
    try {
      const answer = await saveUserRoles(data.userId, chosen, data.version);
      setData(answer);
      setChosen(answer.roleIds);
      message.success(t('userManagement.saved'));
      onSaved();
    } catch {
      // shown by the HTTP layer (e.g. a stale version: reopen to see the current roles)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      width={720}
      title={data ? t('userManagement.rolesOf', { userName: data.userName }) : t('userManagement.roles')}
      data-testid="user-roles-drawer"
      extra={
        canAssign && (
          <Space>
            <Button onClick={onClose}>{t('buttons.cancel')}</Button>
            <Button type="primary" disabled={!changed} loading={saving} onClick={save} data-testid="user-roles-save">
              {t('buttons.save')}
            </Button>
          </Space>
        )
      }
    >
      {!data ? (
        <Spin style={{ display: 'block', marginTop: 48 }} />
      ) : (
        <>
          {data.allPermission && <Alert type="info" showIcon message={t('userManagement.superAdmin')} style={{ marginBottom: 16 }} />}
          <Typography.Title level={5}>{t('userManagement.roles')}</Typography.Title>
          <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as number[])} disabled={!canAssign} style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {data.roleOptions.map((role) => (
                <Checkbox key={role.id} value={role.id} data-testid={`role-option-${role.roleName}`}>
                  <Space size={6} wrap>
                    <span>{role.roleName}</span>
                    {role.preset && <Tag color="blue">{t('userManagement.preset')}</Tag>}
                    {role.description && <Typography.Text type="secondary">{role.description}</Typography.Text>}
                  </Space>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
          <Divider />
          <Typography.Title level={5}>{t('userManagement.effective')}</Typography.Title>
          {changed && <Alert type="warning" showIcon message={t('userManagement.unsaved')} style={{ marginBottom: 12 }} />}
          {data.allPermission ? <Typography.Text>{t('userManagement.everything')}</Typography.Text> : <EffectivePermissions map={data.permissionMap} productCode={productCode} />}
        </>
      )}
    </Drawer>
  );
}
