import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { en } from '../../i18n/en';

type EnumGroup = 'businessStage' | 'sector' | 'companySize' | 'financialPerformance' | 'incorporationType' | 'currentStage';

/** The English (or current language's) label of one enumeration value of the startup profile. */
export function useStartupEnumLabel() {
  const { t } = useTranslation();
  return useCallback(
    <G extends EnumGroup>(group: G, value: keyof (typeof en.startup)[G] & string): string =>
      t(`startup.${group}.${value}` as never),
    [t],
  );
}

/** A select's options for an enumeration, labelled from the catalog. */
export function useStartupEnumOptions() {
  const label = useStartupEnumLabel();
  return useCallback(
    <G extends EnumGroup>(values: readonly (keyof (typeof en.startup)[G] & string)[], group: G) =>
      values.map((value) => ({ value, label: label(group, value) })),
    [label],
  );
}
