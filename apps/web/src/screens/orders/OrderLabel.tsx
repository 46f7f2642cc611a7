import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../platform/exports/download';
import type { ShowAddonProps } from '../../engine/addon-slots';

/** 02 §4 tracking statuses of a label that is no longer printed: voided 4, void pending 6. */
const VOID = [4, 6];

/**
 * A parcel order's shipping label (02 §9 label sizes): Print Label opens the PDF in a new window
 * (01 §7: fetched with the bearer token, the name from its content-disposition); shown while the
 * order has a label that is not void. The server checks the right to see the order again.
 */
export default function OrderLabel({ def, record }: ShowAddonProps) {
  const { t } = useTranslation();
  if (!record.trackingNo || VOID.includes(Number(record.trackingStatus))) return null;
  return (
    <Button
      icon={<PrinterOutlined />}
      data-testid="order-label-print"
      onClick={() => void downloadFile(`/api/resources/${def.name}/${String(record.id)}/label`, `label-${String(record.orderNo)}.pdf`)}
    >
      {t('orderLabel.print')}
    </Button>
  );
}
