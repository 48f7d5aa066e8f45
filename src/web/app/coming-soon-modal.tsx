import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { ModalFrame } from '../components/modal-frame';
import type { ModalProps } from './modal-registry';
import { SECTIONS } from './sections';

export default function ComingSoonModal({ name, onClose }: ModalProps) {
  const { t } = useTranslation();
  const section = SECTIONS.find((candidate) => candidate.modal === name);
  return (
    <ModalFrame
      title={section ? t(section.titleKey) : t('common.comingSoon')}
      onClose={onClose}
      footer={<Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>}
    >
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="rounded-full bg-brand-50 p-3 text-brand-600 dark:bg-brand-600/15 dark:text-brand-100">
          <Hammer aria-hidden className="size-6" />
        </span>
        <p className="font-medium">{t('common.comingSoon')}</p>
        <p className="max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t('common.comingSoonBody')}</p>
      </div>
    </ModalFrame>
  );
}
