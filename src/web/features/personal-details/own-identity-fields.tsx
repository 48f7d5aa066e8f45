import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { FounderInput } from '../../../shared/founders';
import type { PersonalDetailsInput } from '../../../shared/personal-details';
import { notify } from '../../app/notifications';
import { errorMessage } from '../../lib/form-errors';
import { AvatarField } from '../founders/avatar-field';
import { FounderPublicFields } from '../founders/founder-public-fields';
import { useFounders } from '../founders/use-founders';
import { useOwnPhoto } from './use-own-photo';

/** Your photo: saved as soon as it is chosen (or removed), apart from the form's Save. */
function OwnPhotoField({ name }: { name: { first_name: string; last_name: string } }) {
  const { t } = useTranslation();
  const own = useFounders().data?.find((founder) => founder.isYou);
  const photo = useOwnPhoto();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const save = (file: File | null) => {
    setChosen(file);
    setError(undefined);
    photo.mutate(file, {
      onSuccess: (answer) => notify.success(answer.message ?? t(file ? 'team.identity.photoSaved' : 'team.identity.photoRemoved')),
      onError: (failure) => setError(errorMessage(failure, t('team.identity.photoFailed'))),
      onSettled: () => setChosen(null),
    });
  };

  return (
    <div aria-busy={photo.isPending || undefined} data-own-photo>
      <AvatarField
        founder={{ ...name, avatar_url: own?.avatar_url ?? '' }}
        file={chosen}
        error={error}
        onChange={(file, problem) => (problem ? setError(problem) : file && !photo.isPending && save(file))}
        onRemoveSaved={photo.isPending ? undefined : () => save(null)}
      />
    </div>
  );
}

/** The top of Personal details (DESIGN §8): who you are on the team, with the founder form's own fields. */
export function OwnIdentityFields({ form }: { form: UseFormReturn<PersonalDetailsInput> }) {
  const { t } = useTranslation();
  const [firstName = '', lastName = ''] = form.watch(['first_name', 'last_name']);
  return (
    <section
      aria-labelledby="own-identity-heading"
      className="space-y-4 border-b border-zinc-200 pb-5 dark:border-zinc-800"
      data-own-identity
    >
      <div>
        <h3 id="own-identity-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('team.identity.title')}
        </h3>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('team.identity.description')}</p>
      </div>
      <OwnPhotoField name={{ first_name: firstName, last_name: lastName }} />
      {/* The same inputs as a co-founder's public details; the form's values carry these names too. */}
      <FounderPublicFields form={form as unknown as UseFormReturn<FounderInput>} withEmail={false} />
    </section>
  );
}
