import { useEffect, useLayoutEffect, useMemo, useState, type ReactElement, type RefObject } from 'react';
import { AutoComplete, Typography, type InputRef } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { request } from '../../platform/http';
import { useCatalogue } from '../../platform/catalogue';
import { searchOptions, type SearchGroup } from './search-results';

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

export interface HeaderSearchBoxProps {
  text: string;
  setText: (text: string) => void;
  /** The header's input (HeaderSearch.tsx), wrapped here so that it suggests hits. */
  input: ReactElement;
  inputRef: RefObject<InputRef | null>;
}

/**
 * The search box with its suggestions, a chunk of its own (antd AutoComplete brings Select):
 * HeaderSearch loads it when the box is first focused and hands over what was typed meanwhile.
 */
export default function HeaderSearchBox({ text, setText, input, inputRef }: HeaderSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  // Read while the plain input it replaces is still on the page: it keeps the focus and what was typed.
  const [wasFocused] = useState(() => Boolean(inputRef.current?.input && inputRef.current.input === document.activeElement));

  useLayoutEffect(() => {
    if (wasFocused) inputRef.current?.focus({ cursor: 'end' });
  }, [wasFocused, inputRef]);

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
      // Typed before this chunk arrived: the hits open as they would have.
      defaultOpen={wasFocused && text !== ''}
      // Choosing a hit opens it; the box is cleared for the next search.
      onSelect={(path: string) => {
        setText('');
        inputRef.current?.blur();
        navigate(path);
      }}
    >
      {input}
    </AutoComplete>
  );
}
