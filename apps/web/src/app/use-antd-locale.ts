import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';

/**
 * antd's own texts (pagination, pickers, empty states) in the interface language. English is
 * built into antd; Chinese is fetched when chosen, keeping it out of the /login download.
 */
export function useAntdLocale(language: string): Locale | undefined {
  const [zh, setZh] = useState<Locale>();
  const wantsZh = language === 'zh';
  useEffect(() => {
    if (!wantsZh || zh) return;
    let live = true;
    import('antd/es/locale/zh_CN').then((m) => live && setZh(m.default)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wantsZh, zh]);
  return wantsZh ? zh : undefined;
}
