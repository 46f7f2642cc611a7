import { Button } from 'antd';
import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { downloadFile } from '../../platform/exports/download';

/**
 * One button per document a record is printed as (`documents` of its definition: an invoice's
 * PDF and XLSX), in the interface's language. A PDF opens in a new window, a sheet downloads;
 * the server checks the right to see the record again.
 */
export function DocumentButtons({ def, id }: { def: ResourceDef; id: number | string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (
    <>
      {(def.documents ?? []).map((d) => (
        <Button
          key={d.name}
          icon={d.format === 'pdf' ? <FilePdfOutlined /> : <FileExcelOutlined />}
          data-testid={`document-${d.name}`}
          onClick={() => void downloadFile(`/api/resources/${def.name}/${id}/documents/${d.name}?lang=${lang}`, `${def.name}-${id}.${d.format}`)}
        >
          {t(`${def.name}.documents.${d.name}`)}
        </Button>
      ))}
    </>
  );
}
