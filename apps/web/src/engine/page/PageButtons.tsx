import { Button, type ButtonProps } from 'antd';
import { EditOutlined, PlusOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The header and footer buttons of generated screens; callers decide whether they show and where they go (engine/paths.ts). */
export function CreateButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to)} data-testid="create-button">
      {t('buttons.create')}
    </Button>
  );
}

export function ListButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<UnorderedListOutlined />} onClick={() => navigate(to)} data-testid="list-button">
      {t('buttons.list')}
    </Button>
  );
}

export function EditButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<EditOutlined />} onClick={() => navigate(to)} data-testid="edit-button">
      {t('buttons.edit')}
    </Button>
  );
}

export function SaveButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<SaveOutlined />} {...props} data-testid="save-button">
      {t('buttons.save')}
    </Button>
  );
}
