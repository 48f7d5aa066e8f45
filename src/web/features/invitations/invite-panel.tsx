import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { invitationSchema, type CreatedInvitation, type InvitationInput } from '../../../shared/invitations';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { CopyLinkField } from '../../components/copy-link-field';
import { TextWithEmail } from '../../components/text-with-email';
import { TextField } from '../../components/text-field';
import { applyServerErrors, errorMessage, translatedResolver } from '../../lib/form-errors';
import { PendingInvitations } from './pending-invitations';
import { useInvite } from '../../lib/use-invitations';

const resolver = translatedResolver(zodResolver(invitationSchema));

/** The founders modal's "Invite a co-founder" (DESIGN §8): an email, then the link to copy, and the pending invitations. */
export function InvitePanel() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [sent, setSent] = useState<CreatedInvitation | null>(null);
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InvitationInput>({ resolver, defaultValues: { email: '' } });

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ data }) => {
        setSent(data);
        reset({ email: '' });
        setIsOpen(false);
      },
      onError: (error) => {
        if (!applyServerErrors(error, setError)) notify.error(errorMessage(error, t('team.invite.failed')));
      },
    }),
  );

  return (
    <section aria-labelledby="invite-heading" className="mt-6 space-y-4" data-invite-panel>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id="invite-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {t('team.invite.title')}
          </h3>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('team.invite.description')}</p>
        </div>
        {!isOpen && (
          <Button variant="secondary" onClick={() => setIsOpen(true)} data-action="invite">
            <MailPlus aria-hidden className="size-4" />
            {t('team.invite.open')}
          </Button>
        )}
      </div>
      {isOpen && (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          data-invite-form
        >
          <fieldset disabled={invite.isPending} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              className="min-w-0 flex-1"
              label={t('team.invite.email')}
              type="email"
              autoComplete="off"
              autoFocus
              error={errors.email?.message}
              {...register('email')}
            />
            <div className="flex gap-2 sm:mt-7">
              <Button variant="ghost" onClick={() => setIsOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">
                <Send aria-hidden className="size-4 rtl:-scale-x-100" />
                {invite.isPending ? t('team.invite.sending') : t('team.invite.send')}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      {sent && (
        <div
          role="status"
          className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 dark:border-emerald-500/30 dark:bg-emerald-500/10"
          data-invitation-sent
        >
          <p className="text-sm text-emerald-900 dark:text-emerald-200">
            <TextWithEmail textKey={sent.mail_sent ? 'team.invite.sent' : 'team.invite.mailFailed'} email={sent.email} />
          </p>
          <CopyLinkField label={t('team.invite.link')} url={sent.url} />
        </div>
      )}
      <PendingInvitations />
    </section>
  );
}
