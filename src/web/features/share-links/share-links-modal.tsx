import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ShareLink } from '../../../shared/share-links';
import type { ModalProps } from '../../app/modal-registry';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ModalFrame } from '../../components/modal-frame';
import { errorMessage } from '../../lib/form-errors';
import { NewShareLinkForm } from './new-share-link-form';
import { ShareLinkRow } from './share-link-row';
import { useRevokeShareLink } from './use-share-link-changes';
import { useShareLinks } from '../../lib/use-share-links';

/** share-links-modal (DESIGN §10): create a link to the one-pager, see its views, copy or revoke it. */
export default function ShareLinksModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const links = useShareLinks();
  const revoke = useRevokeShareLink();
  const [pending, setPending] = useState<ShareLink | null>(null);
  // The link just made: its row takes the focus when the list shows it, so the keyboard stays in the dialog.
  const [createdId, setCreatedId] = useState<string>();

  const handleConfirm = () => {
    if (!pending) return;
    revoke.mutate(pending.id, {
      onSuccess: (answer) => notify.success(answer.message ?? t('shareLinks.revoked')),
      onError: (error) => notify.error(errorMessage(error, t('shareLinks.revokeFailed'))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <ModalFrame
      title={t('shareLinks.title')}
      description={t('shareLinks.description')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <NewShareLinkForm onCreated={setCreatedId} />
      <section aria-labelledby="share-links-list" className="mt-6">
        <h3 id="share-links-list" className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('shareLinks.links')}
        </h3>
        {links.isPending && (
          <div
            role="status"
            aria-label={t('common.loading')}
            className="h-20 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
          />
        )}
        {links.isError && (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-lg border border-red-200 px-3 py-2.5 text-sm text-red-700 dark:border-red-500/30 dark:text-red-300"
          >
            {t('shareLinks.loadFailed')}
            <Button variant="secondary" onClick={() => void links.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {links.data?.length === 0 && (
          <div
            className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-zinc-200 px-4 py-6 text-center dark:border-zinc-800"
            data-empty
          >
            <Link2 aria-hidden className="mb-1 size-5 text-zinc-400 dark:text-zinc-500" />
            <p className="text-sm font-medium text-zinc-700 dark:text-zinc-200">{t('shareLinks.empty')}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('shareLinks.emptyHint')}</p>
          </div>
        )}
        {links.data && links.data.length > 0 && (
          <ul
            className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
            data-share-link-list
          >
            {links.data.map((link) => (
              <ShareLinkRow key={link.id} link={link} isNew={link.id === createdId} onRevoke={setPending} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        message={pending ? t('shareLinks.confirmRevoke') : null}
        confirmLabel={t('shareLinks.revoke')}
        isPending={revoke.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </ModalFrame>
  );
}
