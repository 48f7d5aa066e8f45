import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { en } from '../../i18n/en';

type EnumGroup = 'gender' | 'programType' | 'programDuration' | 'programLocation';
type EnumValue<G extends EnumGroup> = keyof (typeof en.profile)[G] & string;

/** The label of one enumeration value of the founder's profile, from the catalog. */
export function useProfileEnumLabel() {
  const { t } = useTranslation();
  return useCallback(<G extends EnumGroup>(group: G, value: EnumValue<G>): string => t(`profile.${group}.${value}` as never), [t]);
}

/** A select's options for a profile enumeration (gender, program type…), labelled from the catalog. */
export function useProfileEnumOptions() {
  const label = useProfileEnumLabel();
  return useCallback(
    <G extends EnumGroup>(values: readonly EnumValue<G>[], group: G) => values.map((value) => ({ value, label: label(group, value) })),
    [label],
  );
}
