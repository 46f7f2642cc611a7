import { useState } from 'react';
import { Alert, Button, Drawer, Form, Tooltip, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess, useTimeZone } from '../../../platform/use-session';
import type { FormAddonProps } from '../../../engine/addon-slots';
import { replayable, replayDraft, type ReplayDraft } from './replay-draft';
import { ReplayPanel } from './ReplayPanel';

/**
 * The replay on a level's, surcharge's or fuel rate's form (`formAddon: 'pricing-replay'`): "Replay
 * before saving" opens a drawer that prices the stored shipments of a period as they are and with
 * the form's unsaved changes. The draft is taken when the drawer opens: the values that differ from
 * the record (all of them on create), the record's id and the form's effective date. Nothing is
 * saved; Save stays the form's own (a new dated version).
 */
export default function PricingReplay({ def, mode, record }: FormAddonProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ draft: ReplayDraft; changed: string[] } | null>(null);
  const [invalid, setInvalid] = useState(false);

  // Replaying needs the stored shipments in view (the API checks it too).
  if (!allowed('rated-shipment', 'list')) return null;
  const usable = replayable(def, mode);
  const ready = usable && (mode === 'create' || Boolean(record));

  const openDrawer = () => {
    try {
      setDraft(replayDraft(def, form.getFieldsValue(true) as Record<string, unknown>, mode, record, timeZone));
      setInvalid(false);
    } catch {
      // JSON text that does not parse: the form marks the field; the drawer asks to fix it first.
      setDraft(null);
      setInvalid(true);
    }
    setOpen(true);
  };

  const button = (
    <Button icon={<HistoryOutlined />} disabled={!ready} onClick={openDrawer} data-testid="replay-open">
      {t('pricingReplay.open')}
    </Button>
  );
  return (
    <>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        data-testid="pricing-replay"
        message={<Typography.Text>{t('pricingReplay.intro')}</Typography.Text>}
        action={usable ? button : <Tooltip title={t('pricingReplay.levelNeedsSave')}>{button}</Tooltip>}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('pricingReplay.title')}
        width={1180}
        destroyOnHidden
      >
        {invalid || !draft ? (
          <Alert type="error" showIcon message={t('pricingReplay.fixForm')} data-testid="replay-error" />
        ) : (
          <ReplayPanel def={def} mode={mode} record={record} draft={draft.draft} changed={draft.changed} />
        )}
      </Drawer>
    </>
  );
}
