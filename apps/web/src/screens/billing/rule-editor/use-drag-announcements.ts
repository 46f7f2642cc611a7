import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/**
 * What a screen reader hears while a rule is moved with the keyboard, in the UI's language
 * (dnd-kit's own words are English): the rule by its priority, and the priority it would take.
 */
export function useDragAnnouncements(keys: string[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  return useMemo(() => {
    const n = (id: unknown) => keys.indexOf(String(id)) + 1;
    return {
      screenReaderInstructions: { draggable: t('ruleEditor.dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('ruleEditor.dnd.picked', { n: n(active.id) }),
        onDragOver: ({ active, over }) => (over ? t('ruleEditor.dnd.over', { n: n(active.id), to: n(over.id) }) : undefined),
        onDragEnd: ({ active, over }) => (over ? t('ruleEditor.dnd.dropped', { n: n(active.id), to: n(over.id) }) : undefined),
        onDragCancel: ({ active }) => t('ruleEditor.dnd.cancelled', { n: n(active.id) }),
      },
    };
  }, [keys, t]);
}
