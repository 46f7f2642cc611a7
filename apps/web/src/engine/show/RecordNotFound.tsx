import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { useScreenPaths } from '../paths';
import { ResourcePage } from '../page/ResourcePage';
import type { ScreenAction } from '../types';

interface Props {
  def: ResourceDef;
  action: ScreenAction;
  /** Not missing but not loaded (server error, network): offer to try again. */
  onRetry?: () => void;
}

/**
 * What an edit or show page shows when its record cannot be had: a 404 with the way back to the
 * list, and none of the record's actions (no Save, no Edit).
 */
export function RecordNotFound({ def, action, onRetry }: Props) {
  const { t } = useTranslation();
  const paths = useScreenPaths(def);
  return (
    <ResourcePage def={def} action={action}>
      <div data-testid="record-not-found">
        <Result
          status={onRetry ? 'warning' : '404'}
          title={onRetry ? t('recordNotFound.loadFailed') : t('recordNotFound.title')}
          subTitle={onRetry ? undefined : t('recordNotFound.subtitle')}
          extra={[
            <Link key="list" to={paths.list}>
              <Button type="primary" data-testid="back-to-list">{t('recordNotFound.backToList')}</Button>
            </Link>,
            onRetry && <Button key="retry" onClick={onRetry}>{t('recordNotFound.retry')}</Button>,
          ]}
        />
      </div>
    </ResourcePage>
  );
}
