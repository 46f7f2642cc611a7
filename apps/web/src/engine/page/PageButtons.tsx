import { Button, type ButtonProps } from 'antd';
import { EditOutlined, PlusOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The header and footer buttons of generated screens; callers decide whether they show. */
export function CreateButton({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/${resource}/create`)} data-testid="create-button">
      {t('buttons.create')}
    </Button>
  );
}

export function ListButton({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<UnorderedListOutlined />} onClick={() => navigate(`/${resource}`)} data-testid="list-button">
      {t('buttons.list')}
    </Button>
  );
}

export function EditButton({ resource, id }: { resource: string; id: string | number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<EditOutlined />} onClick={() => navigate(`/${resource}/edit/${id}`)} data-testid="edit-button">
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
