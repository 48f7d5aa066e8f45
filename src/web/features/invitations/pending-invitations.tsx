import { Clock3, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PendingInvitation } from '../../../shared/invitations';
import { formatDate } from '../../../shared/format';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/form-errors';
import { founderName } from '../../lib/founder-name';
import { useInvitations, useRevokeInvitation } from '../../lib/use-invitations';

/** The invitations still waiting for an answer: who, invited by whom, until when; each one revocable after a confirm. */
export function PendingInvitations() {
  const { t, i18n } = useTranslation();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [pending, setPending] = useState<PendingInvitation | null>(null);

  const handleConfirm = () => {
    if (!pending) return;
    revoke.mutate(pending.id, {
      onSuccess: (answer) => notify.success(answer.message ?? t('team.pending.revoked')),
      onError: (error) => notify.error(errorMessage(error, t('team.pending.revokeFailed'))),
      onSettled: () => setPending(null),
    });
  };

  if (invitations.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-lg border border-red-200 px-3 py-2.5 text-sm text-red-700 dark:border-red-500/30 dark:text-red-300"
      >
        {errorMessage(invitations.error, t('team.pending.loadFailed'))}
        <Button variant="secondary" onClick={() => void invitations.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <div>
      <h4 className="mb-2 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{t('team.pending.title')}</h4>
      <ul
        className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
        data-pending-invitations
      >
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 px-3 py-2.5" data-invitation-email={invitation.email}>
            <Clock3 aria-hidden className="size-4 shrink-0 text-amber-500" />
            <div className="min-w-0 flex-1">
              <p dir="ltr" title={invitation.email} className="truncate text-sm font-medium text-zinc-900 rtl:text-end dark:text-zinc-100">
                {invitation.email}
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {invitation.invited_by
                  ? t('team.pending.invitedBy', { name: founderName(invitation.invited_by) })
                  : t('team.pending.invitedByGone')}
                {' · '}
                {t('team.pending.expires', { date: formatDate(invitation.expires_at, i18n.language, { day: 'numeric', month: 'long' }) })}
              </p>
            </div>
            <Button
              variant="ghost"
              className="shrink-0 text-red-600 hover:text-red-700 dark:text-red-400"
              onClick={() => setPending(invitation)}
              data-action="revoke"
            >
              <X aria-hidden className="size-4" />
              {t('team.pending.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        message={pending ? t('team.pending.confirmRevoke', { email: pending.email }) : null}
        confirmLabel={t('team.pending.revoke')}
        isPending={revoke.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
