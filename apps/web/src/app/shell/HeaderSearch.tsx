import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { InputRef } from 'antd';
// The input alone: antd's Input index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadWithTimeout } from '../../platform/lazy';
import { isSearchShortcut } from './search-results';
import type { HeaderSearchBoxProps } from './HeaderSearchBox';

/**
 * The header's global search: records of every resource the user may view, found by title
 * (GET /api/search decides what is searched and what the user may see), grouped by resource;
 * choosing one opens its show page. Ctrl+K (Cmd+K) focuses it from anywhere.
 *
 * The shell shows the input alone; the suggestions (HeaderSearchBox, with antd's AutoComplete
 * and Select) are loaded the first time the box is focused, so that no page load pays for them.
 * A failed load leaves the plain input, and the next focus tries again.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [Box, setBox] = useState<ComponentType<HeaderSearchBoxProps> | null>(null);
  const loading = useRef(false);

  const loadBox = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadWithTimeout(() => import('./HeaderSearchBox')).then(
      (module) => setBox(() => module.default),
      () => (loading.current = false),
    );
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      input.current?.focus({ cursor: 'all' });
      loadBox();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [loadBox]);

  const field = (
    <Input
      ref={input}
      allowClear
      prefix={<SearchOutlined />}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      data-testid="header-search"
    />
  );
  if (Box) return <Box text={text} setText={setText} input={field} inputRef={input} />;
  return (
    <Input
      {...field.props}
      ref={input}
      style={{ width: 280, flex: 'none' }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={loadBox}
    />
  );
}
