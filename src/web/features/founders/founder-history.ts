import { useMemo } from 'react';
import type { Founder, FounderInput } from '../../../shared/founders';
import { founderTitleText } from '../../../shared/founder-title';
import { FOUNDERS_PATHS } from '../../../shared/resources';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, api } from '../../lib/api-client';
import type { HistoryTarget } from '../../components/history/history-target';
import { useSaveFounder } from './use-founder-changes';

/** The fields a founder row's revision keeps (server: founders/service.ts): the form's, the photo aside. */
const pickFields = ({ first_name, last_name, title, email, linkedin_url, brief }: Founder): FounderInput => ({
  first_name,
  last_name,
  title,
  email,
  linkedin_url,
  brief,
});

/** The founder's row as the team list has it now, or an error saying `gone` when they left the team. */
async function readFounder(founderId: string, gone: string): Promise<Founder> {
  const founder = (await api<Founder[]>('GET', FOUNDERS_PATHS.list)).data.find((row) => row.id === founderId);
  if (!founder) throw new ApiError(404, gone);
  return founder;
}

/**
 * A co-founder's history (DESIGN §15, record `founders` with their id): a version beside the row as the
 * team list has it today, restored through the form's own update route. The team list carries no ETag
 * (§9 leaves it aside), so the restore reads the row again first: changed since the version opened, it
 * answers as a 412 would, and the review shows the conflict instead of overwriting a co-founder's save.
 */
export function useFounderHistory(founderId: string | null, name: string | undefined): HistoryTarget | undefined {
  const { t, i18n } = useTranslation();
  const restore = useSaveFounder(founderId, null).mutateAsync;
  const locale = i18n.language;
  return useMemo(() => {
    if (founderId === null) return undefined;
    return {
      record: 'founders',
      id: founderId,
      name,
      fields: {
        first_name: { label: t('founders.firstName'), kind: 'text' },
        last_name: { label: t('founders.lastName'), kind: 'text' },
        // The default title is a marker: shown, like in the form, in the reader's words.
        title: { label: t('founders.jobTitle'), kind: 'text', format: (title) => founderTitleText(title, locale) },
        email: { label: t('founders.email'), kind: 'text' },
        linkedin_url: { label: t('founders.linkedinUrl'), kind: 'text' },
        brief: { label: t('founders.brief'), kind: 'rich' },
      },
      readToday: async () => {
        const founder = await readFounder(founderId, t('founders.noLongerOnTeam'));
        return {
          paths: { get: FOUNDERS_PATHS.list, save: FOUNDERS_PATHS.founder(founderId) },
          data: { ...pickFields(founder) },
          etag: null,
          save: async (payload, _ifMatch, base) => {
            const now = pickFields(await readFounder(founderId, t('founders.noLongerOnTeam')));
            const changed = Object.entries(now).some(([field, value]) => base[field] !== value);
            if (changed) throw new ApiError(412, 'This founder changed since.', {}, { data: now, etag: null });
            return restore({ payload: payload as FounderInput, ifMatch: null });
          },
        };
      },
    };
  }, [founderId, name, t, locale, restore]);
}
