import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { COUNTRY_CODES, countryName, phoneCountries, type CountryCode } from '../../shared/countries';
import { LOCALES } from '../../shared/i18n/locale';
import { SearchableSelect, type SearchableSelectProps, type SelectOption } from './searchable-select';

export type PhoneCodeSelectProps = Omit<SearchableSelectProps, 'options' | 'label'> & { label?: string };

export interface CountrySelectProps extends Omit<SearchableSelectProps, 'options'> {
  /** Restricts the list (e.g. the startup locations); every country by default. */
  countries?: readonly CountryCode[];
}

/** A country's names in the product's other languages: an Arabic page finds "Egypt" too, an English one "مصر". */
function otherNames(code: CountryCode, locale: string): string[] {
  return LOCALES.filter((other) => other !== locale).map((other) => countryName(code, other));
}

/** Picks a country by name; the value is its ISO alpha-2 code (`JO`). */
export function CountrySelect({ countries = COUNTRY_CODES, placeholder, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const options = useMemo<SelectOption[]>(() => {
    const collator = new Intl.Collator(locale);
    return countries
      .map((code) => ({ value: code, label: countryName(code, locale), flag: code, keywords: otherNames(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, locale]);
  return <SearchableSelect {...props} options={options} placeholder={placeholder ?? t('components.countrySelect.placeholder')} />;
}

/**
 * Picks a phone number's country; the field shows its flag and dial code (`+962`)
 * and the list is searchable by country name or code. The value is the ISO country,
 * not the dial code: US and CA share +1 and must stay distinct.
 */
export function PhoneCodeSelect({ label, placeholder, ...props }: PhoneCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const options = useMemo<SelectOption[]>(
    () =>
      phoneCountries(locale).map(({ country, code, name }) => ({
        value: country,
        label: code,
        hint: name,
        flag: country,
        keywords: otherNames(country, locale),
      })),
    [locale],
  );
  return (
    <SearchableSelect
      {...props}
      label={label ?? t('components.phoneCodeSelect.label')}
      options={options}
      labelDir="ltr"
      placeholder={placeholder ?? t('components.phoneCodeSelect.placeholder')}
    />
  );
}
