import { Card, Descriptions, Tag } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NO_DATA, formatText } from '@console/contracts';
import { useUserInfo } from '../../app/use-session';
import { ownAdminId } from '../../app/session';
import NotFoundPage from '../not-found/NotFoundPage';

/**
 * /user-detail?id=&mine=1: the signed-in user's own profile, read-only, from afterLogin (always
 * allowed, spec 01 §6). Another user's id goes to that admin user's detail screen, which
 * answers 404 to users without the admin-users permission.
 */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useUserInfo();
  const id = params.get('id') ?? '';
  const mine = params.get('mine') === '1' || id === ownAdminId(info);
  if (!mine && /^\d+$/.test(id)) return <Navigate to={`/admin-user/show/${id}`} replace />;
  if (!info || !mine) return <NotFoundPage />;
  const { user, adminUser } = info;
  const yesNo = (v: boolean) => t(v ? 'table.yes' : 'table.no');

  return (
    <Card title={t('profile.title')} data-testid="profile">
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} size="middle">
        <Descriptions.Item label={t('profile.userId')}>{formatText(user.userId)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.userName')}>{formatText(user.userName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.firstName')}>{formatText(user.firstName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.lastName')}>{formatText(user.lastName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.timeZone')}>{formatText(user.timeZone)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.adminUserName')}>{formatText(adminUser?.userName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.allPermission')}>{yesNo(Boolean(info.allPermission))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.modules')}>
          {Object.keys(info.permissionMap ?? {}).length
            ? Object.keys(info.permissionMap).map((m) => <Tag key={m}>{m}</Tag>)
            : NO_DATA}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
