import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { antdRulesOf, messageText } from '../form-rules';

/** antd rules of every field of a resource, in the current language; rebuilt on language change. */
export function useFieldRules(def: ResourceDef): Record<string, Rule[]> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const text = messageText(t, i18n.language);
    return Object.fromEntries(
      Object.entries(def.fields).map(([key, field]) => [key, antdRulesOf(field, t(`${def.name}.fields.${key}`), text)]),
    );
  }, [def, t, i18n.language]);
}
