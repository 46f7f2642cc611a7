import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';

const ImportModal = lazy(() => import('./ImportModal').then((m) => ({ default: m.ImportModal })));

/** The list's Import button (resources declaring `import: true`, users who may create). */
export function ImportButton({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="import-button">
        {t('buttons.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportModal def={def} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
