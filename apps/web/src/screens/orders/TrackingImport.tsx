import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListAddonProps } from '../../engine/addon-slots';
import { useAccess } from '../../platform/use-session';

const ImportModal = lazy(() => import('../../engine/list/ImportModal').then((m) => ({ default: m.ImportModal })));

/**
 * Import Tracking above the parcel orders' list (02 §2 'Users import tracking info'): the
 * engine's import dialog on the orders' tracking import (order number, tracking number, carrier;
 * the API's modules/orders/imports), for users who may edit orders.
 */
export default function TrackingImport({ def }: ListAddonProps) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const [open, setOpen] = useState(false);
  if (!allowed(def.name, 'edit')) return null;
  return (
    <Flex justify="flex-end" style={{ marginBottom: 8 }}>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="tracking-import-button">{t('trackingImport.open')}</Button>
      {open && (
        <Suspense fallback={null}>
          <ImportModal def={def} open={open} onClose={() => setOpen(false)} base={`resources/${def.name}/tracking-import`} title={t('trackingImport.title')} />
        </Suspense>
      )}
    </Flex>
  );
}
