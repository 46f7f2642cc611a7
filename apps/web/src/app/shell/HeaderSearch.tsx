import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { request } from '../../platform/http';
import { useCatalogue } from '../../platform/catalogue';
import { isSearchShortcut, searchOptions, type SearchGroup } from './search-results';

/** Wait this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header's global search: records of every resource the user may view, found by title
 * (GET /api/search decides what is searched and what the user may see), grouped by resource;
 * choosing one opens its show page. Ctrl+K (Cmd+K) focuses it from anywhere.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      input.current?.focus({ cursor: 'all' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { data, isFetching } = useQuery({
    queryKey: ['global-search', q],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    queryFn: () => request<{ q: string; groups: SearchGroup[] }>({ url: '/search', params: { q }, suppressErrors: true }),
  });

  const options = useMemo(() => {
    if (!q || !data) return [];
    return searchOptions(data.groups, catalogue ?? []).map((group) => ({
      label: <Typography.Text type="secondary">{t(`${group.resource}.titles.list`)}</Typography.Text>,
      options: group.options.map((o) => ({
        value: o.value,
        label: <span data-testid={`search-hit-${o.resource}-${o.id}`}>{o.title}</span>,
      })),
    }));
  }, [q, data, catalogue, t]);

  const empty = q && data && !isFetching && options.length === 0
    ? <Typography.Text type="secondary" data-testid="search-empty">{t('search.empty', { q })}</Typography.Text>
    : null;

  return (
    <AutoComplete
      style={{ width: 280, flex: 'none' }}
      popupMatchSelectWidth={360}
      options={options}
      value={text}
      onChange={(value: string) => setText(value)}
      notFoundContent={empty}
      // Choosing a hit opens it; the box is cleared for the next search.
      onSelect={(path: string) => {
        setText('');
        input.current?.blur();
        navigate(path);
      }}
    >
      <Input
        ref={input}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        data-testid="header-search"
      />
    </AutoComplete>
  );
}
