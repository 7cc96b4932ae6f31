import { useMemo } from 'react';
import { DASHBOARD_MESSAGES, type DashboardMessageKey } from '@schoolpage/content-contract';
import { useLanguage } from '@schoolpage/words';
import { messageWords } from './messages.words';

/**
 * DASHBOARD_MESSAGES in the language of the screen, for the words a screen shows itself ("View my site"); a
 * `{placeholder}` stays for `fillMessage`. What goes to the feedback alert stays the spec's English: the alert
 * shows it in the reader's language (message-in-language.ts).
 */
export function useDashboardMessages(): Readonly<Record<DashboardMessageKey, string>> {
  const language = useLanguage();
  return useMemo(() => {
    const own = messageWords[language as keyof typeof messageWords] as Partial<Record<string, string>> | undefined;
    if (!own || language === 'en') return DASHBOARD_MESSAGES;
    const keys = Object.keys(DASHBOARD_MESSAGES) as DashboardMessageKey[];
    return Object.fromEntries(keys.map((key) => [key, own[key] ?? DASHBOARD_MESSAGES[key]])) as Record<DashboardMessageKey, string>;
  }, [language]);
}
