import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { SelectOption } from '../../components/searchable-select';

/** Every ISO 4217 code the browser knows, searchable by code or name ("JOD", "Jordanian Dinar"). */
export function useCurrencyOptions(): SelectOption[] {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code, hint: names.of(code) ?? code }));
  }, [locale]);
}
