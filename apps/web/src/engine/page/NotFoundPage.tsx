import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Unknown routes and screens the user may not open (spec 01 §6) both land here. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={<Link to="/dashboard"><Button type="primary">{t('notFound.backHome')}</Button></Link>}
      />
    </div>
  );
}
