import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { en } from '../i18n/en';

/** The catalog groups that label an enumeration's values, per part of the catalog. */
interface EnumGroups {
  profile: 'gender' | 'programType' | 'programDuration' | 'programLocation';
  startup: 'businessStage' | 'sector' | 'companySize' | 'financialPerformance' | 'incorporationType' | 'currentStage';
}
type EnumPart = keyof EnumGroups;
type EnumValue<P extends EnumPart, G extends EnumGroups[P]> = G extends keyof (typeof en)[P] ? keyof (typeof en)[P][G] & string : never;

/** The label of one enumeration value (a gender, a sector…) in the page's language, from the catalog. */
export function useEnumLabel<P extends EnumPart>(part: P) {
  const { t } = useTranslation();
  return useCallback(
    <G extends EnumGroups[P]>(group: G, value: EnumValue<P, G>): string => t(`${part}.${group}.${value}` as never),
    [t, part],
  );
}

/** A select's options for an enumeration, labelled from the catalog. */
export function useEnumOptions<P extends EnumPart>(part: P) {
  const label = useEnumLabel(part);
  return useCallback(
    <G extends EnumGroups[P]>(values: readonly EnumValue<P, G>[], group: G) =>
      values.map((value) => ({ value, label: label(group, value) })),
    [label],
  );
}
