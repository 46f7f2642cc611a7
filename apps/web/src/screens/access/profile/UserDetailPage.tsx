import { Avatar, Card, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../platform/use-session';
import { ownAdminId } from '../../../platform/session';
import NotFoundPage from '../../../engine/page/NotFoundPage';
import { ProfileForm } from './ProfileForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/**
 * /user-detail?id=&mine=1: My Profile, the signed-in user's own account (always allowed, spec 01
 * §6): the profile form, the password change and 'Sign out everywhere'. Another user's id goes to that admin user's
 * detail screen, which answers 404 to users without the admin-users permission.
 */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useUserInfo();
  const id = params.get('id') ?? '';
  const mine = params.get('mine') === '1' || id === ownAdminId(info);
  if (!mine && /^\d+$/.test(id)) return <Navigate to={`/admin-user/show/${id}`} replace />;
  if (!info || !mine) return <NotFoundPage />;
  const { user } = info;
  // From afterLogin, not the form: it changes only once a save has reloaded the session.
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName;

  return (
    <Flex vertical gap="large" data-testid="profile">
      <Card title={t('profile.title')}>
        <Flex align="center" gap={12} style={{ marginBottom: 24 }}>
          <Avatar size={48} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">{name}</Typography.Title>
            <Typography.Text type="secondary">{user.userName}</Typography.Text>
          </div>
        </Flex>
        <ProfileForm />
      </Card>
      <Card title={t('profile.changePassword')}>
        <ChangePasswordForm />
      </Card>
      <Card title={t('profile.signOutEverywhere')}>
        <SignOutEverywhere />
      </Card>
    </Flex>
  );
}
