import { useState } from 'react';
import { Alert, Button, Drawer, Form, Typography } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@console/contracts';
import { decideValues } from '../../../platform/access-control';
import { useTimeZone, useUserInfo } from '../../../platform/use-session';
import type { FormAddonProps } from '../../../engine/addon-slots';
import type { Period } from '../../../engine/form/PeriodPicker';
import { usePartitionValue } from '../../../engine/paths';
import { previewable } from './rebill-draft';
import { lastFullMonth } from './rebill-period';
import { RebillPanel } from './RebillPanel';

/**
 * The re-bill preview on a client billing plan's form (`formAddon: 'rebill-preview'`, 02 §2
 * billing plans): "Re-bill preview" opens a drawer that prices a past period of the plan's
 * clients with the charge items and storage rules on the form, unsaved, beside what they were
 * charged. Offered to those who may edit client plans, never on a supplier plan (the API serves
 * clients only). The period and the clients chosen stay while the form is open; each opening
 * starts without a result, as the form may have changed since. Nothing is saved.
 */
export default function RebillPreview({ def, mode, record }: FormAddonProps) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const timeZone = useTimeZone();
  const routeParty = usePartitionValue(def);
  const formParty: unknown = Form.useWatch('party', { preserve: true });
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<Period>(() => lastFullMonth(todayIn(timeZone)));
  const [clientIds, setClientIds] = useState<number[]>([]);

  const party = routeParty ?? formParty ?? record?.party;
  if (!previewable(party, decideValues(user, def, 'edit'))) return null;

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="rebill-preview"
        message={<Typography.Text>{t('rebillPreview.intro')}</Typography.Text>}
        action={(
          <Button icon={<CalculatorOutlined />} onClick={() => setOpen(true)} data-testid="rebill-open">
            {t('rebillPreview.open')}
          </Button>
        )}
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('rebillPreview.title')} width={1000} destroyOnHidden>
        <RebillPanel mode={mode} record={record} period={period} onPeriod={setPeriod} clientIds={clientIds} onClients={setClientIds} />
      </Drawer>
    </>
  );
}
