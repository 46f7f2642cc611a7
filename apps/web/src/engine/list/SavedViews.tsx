import { useState } from 'react';
import { Button, Empty, Input, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FilterOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIST_PREFERENCE_LIMITS, type ListView } from '@console/contracts';
import { toggleDefault } from './saved-views';

interface Props {
  views: ListView[];
  /** The view last applied on this screen, shown on the button. */
  active?: string;
  onApply: (view: ListView) => void;
  /** Save the current filters and sort under a name. */
  onSave: (name: string) => Promise<boolean>;
  onChange: (views: ListView[]) => void;
  /** Until the stored preferences are read: a view saved on the defaults would drop the others. */
  disabled?: boolean;
}

/** Named filter-and-sort sets of the user on this list: apply, save, delete, make default. */
export function SavedViews({ views, active, onApply, onSave, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const taken = views.some((v) => v.name.toLowerCase() === trimmed.toLowerCase());
  const save = async () => {
    setTouched(true);
    if (!trimmed) return;
    if (await onSave(trimmed)) {
      setName('');
      setTouched(false);
    }
  };
  const content = (
    <div style={{ width: 320 }} data-testid="saved-views">
      {views.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('powerList.noView')} />}
      {views.map((view) => (
        <div key={view.name} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }} data-testid={`view-${view.name}`}>
          <Button type="link" size="small" style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis' }}
            onClick={() => { onApply(view); setOpen(false); }} data-testid={`view-apply-${view.name}`}>
            {view.name}
          </Button>
          {view.isDefault && <Tag color="blue">{t('powerList.defaultTag')}</Tag>}
          <Tooltip title={view.isDefault ? t('powerList.unsetDefault') : t('powerList.setDefault')}>
            <Button type="text" size="small" icon={view.isDefault ? <StarFilled /> : <StarOutlined />}
              aria-label={view.isDefault ? t('powerList.unsetDefault') : t('powerList.setDefault')}
              onClick={() => onChange(toggleDefault(views, view.name))} data-testid={`view-default-${view.name}`} />
          </Tooltip>
          <Tooltip title={t('powerList.deleteView')}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('powerList.deleteView')}
              onClick={() => onChange(views.filter((v) => v !== view))} data-testid={`view-delete-${view.name}`} />
          </Tooltip>
        </div>
      ))}
      <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>{t('powerList.saveView')}</Typography.Text>
      <Space.Compact style={{ width: '100%', marginTop: 4 }}>
        <Input
          value={name}
          maxLength={LIST_PREFERENCE_LIMITS.nameLength}
          placeholder={t('powerList.viewName')}
          status={touched && !trimmed ? 'error' : undefined}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={save}
          data-testid="view-name"
        />
        <Button type="primary" onClick={save} disabled={views.length >= LIST_PREFERENCE_LIMITS.views && !taken} data-testid="view-save">
          {t('buttons.save')}
        </Button>
      </Space.Compact>
      {touched && !trimmed && <Typography.Text type="danger" style={{ fontSize: 12 }}>{t('powerList.viewNameRequired')}</Typography.Text>}
      {trimmed && taken && <Typography.Text type="warning" style={{ fontSize: 12 }}>{t('powerList.viewNameTaken')}</Typography.Text>}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} title={t('powerList.views')}>
      <Button icon={<FilterOutlined />} disabled={disabled} data-testid="saved-views-button">
        {active ? `${t('powerList.views')}: ${active}` : t('powerList.views')}
      </Button>
    </Popover>
  );
}
