import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Founder } from '../../../shared/founders';
import { MODALS } from '../../../shared/modals';
import { openModal } from '../../app/modal-host';
import type { ModalProps } from '../../app/modal-registry';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ModalFrame } from '../../components/modal-frame';
import { errorMessage } from '../../lib/form-errors';
import { InvitePanel } from '../invitations/invite-panel';
import { FounderRow } from './founder-row';
import { useRemoveFounder } from './use-founder-changes';
import { founderName } from '../../lib/founder-name';
import { useFounders } from './use-founders';

/** founders-modal: the team, with add, edit and a confirmed remove (SPEC §6). */
export default function FoundersModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const founders = useFounders();
  const remove = useRemoveFounder();
  const [pending, setPending] = useState<Founder | null>(null);

  const handleEdit = (founder: Founder) => {
    // Your own name, title, photo and LinkedIn live in Personal details (DESIGN §8).
    openModal(founder.isYou ? MODALS.personalDetails : MODALS.addFounder, founder.isYou ? {} : { founderId: founder.id });
  };

  const handleConfirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: (answer) => notify.success(answer.message ?? t('founders.removed')),
      onError: (error) => notify.error(errorMessage(error, t('founders.removeFailed'))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <ModalFrame
      title={t('founders.title')}
      description={t('founders.description')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {/* Inside the open dialog, whose panel keeps clicks from the host's listener: the button opens the form itself. */}
          <Button data-modal-target={MODALS.addFounder} onClick={() => openModal(MODALS.addFounder)} disabled={!founders.isSuccess}>
            <UserPlus aria-hidden className="size-4" />
            {t('founders.add')}
          </Button>
        </>
      }
    >
      {founders.isPending && (
        <div
          role="status"
          aria-label={t('common.loading')}
          className="h-32 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
        />
      )}
      {founders.isError && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg border border-red-200 px-3 py-2.5 text-sm text-red-700 dark:border-red-500/30 dark:text-red-300"
        >
          {errorMessage(founders.error, t('founders.loadFailed'))}
          <Button variant="secondary" onClick={() => void founders.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {founders.data?.length === 0 && <p className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('founders.empty')}</p>}
      {founders.data && founders.data.length > 0 && (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
          data-founder-list
        >
          {founders.data.map((founder) => (
            <FounderRow key={founder.id} founder={founder} onEdit={handleEdit} onRemove={setPending} />
          ))}
        </ul>
      )}
      {founders.isSuccess && <InvitePanel />}
      <ConfirmDialog
        message={pending ? t('founders.confirmRemove', { name: founderName(pending) }) : null}
        confirmLabel={t('confirm.remove')}
        isPending={remove.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </ModalFrame>
  );
}
