import { Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';

/**
 * A json field holding a list of short codes (a carrier service's package types): typed and
 * confirmed with Enter or a comma, each shown as a tag; on a show page, the tags.
 */
export default function TagsInput({ id, value, onChange, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const tags = Array.isArray(value) ? (value as string[]) : [];
  if (readOnly) return tags.length ? <Space size={4} wrap>{tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}</Space> : <>-</>;
  return (
    <Select
      id={id}
      mode="tags"
      value={tags}
      onChange={(next: string[]) => onChange?.(next.map((v) => v.trim()).filter(Boolean))}
      tokenSeparators={[',']}
      open={false}
      suffixIcon={null}
      placeholder={t('form.input')}
    />
  );
}
