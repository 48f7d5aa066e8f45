import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { AVATAR_FIELD, founderSchema, missingFounderFields, type FounderInput, type FounderPayload } from '../../../shared/founders';
import { MODALS } from '../../../shared/modals';
import { openModal } from '../../app/modal-host';
import type { ModalProps } from '../../app/modal-registry';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../../components/button';
import { DraftBanner } from '../../components/draft-banner';
import { ModalFrame } from '../../components/modal-frame';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useFormDraft, type FormBase } from '../../components/use-form-draft';
import { ApiError } from '../../lib/api-client';
import { draftKey, fitsForm } from '../../lib/draft-store';
import { applyServerErrors, errorMessage, translatedResolver } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AvatarField } from './avatar-field';
import { FounderPublicFields } from './founder-public-fields';
import { FounderTabs } from './founder-tabs';
import { useSaveFounder } from './use-founder-changes';
import { useFounders } from './use-founders';

const EMPTY_FOUNDER: FounderInput = { first_name: '', last_name: '', title: '', email: '', linkedin_url: '', brief: '' };

/** add-founder-modal: adds a co-founder, or edits the one the open-modal event names (SPEC §5–§6). */
export default function AddFounderModal({ onClose, context }: ModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const founderId = context.founderId ?? null;
  // A new co-founder's title starts as "Founder", in the page's language (the server does the same at registration).
  const [blank] = useState<FounderInput>(() => ({ ...EMPTY_FOUNDER, title: t('founders.defaultTitle') }));
  const founders = useFounders();
  const founder = founderId ? founders.data?.find((candidate) => candidate.id === founderId) : undefined;
  const save = useSaveFounder(founderId);
  const form = useForm<FounderInput, unknown, FounderPayload>({ resolver: translatedResolver(zodResolver(founderSchema)), mode: 'onTouched', defaultValues: blank });
  const [avatar, setAvatar] = useState<{ file: File | null; error?: string }>({ file: null });
  const [tab, setTab] = useState(0);
  const { errors } = form.formState;
  const publicHasError = ['first_name', 'last_name', 'title', 'email', 'linkedin_url'].some((field) => field in errors) || Boolean(avatar.error);

  const isEditing = founderId !== null;
  const isReady = !isEditing || founder !== undefined;
  /** What the form started from (the founder as loaded, or the blank form), for drafts. */
  const base = useRef<FormBase | null>(isEditing ? null : { values: blank, etag: null });
  const user = useSession().data?.user;
  const fits = useMemo(() => fitsForm(founderSchema, blank), [blank]);
  const draft = useFormDraft({ form, storageKey: user && isReady ? draftKey(user.id, `founder:${founderId ?? 'new'}`) : null, base: () => base.current, fits });
  const guard = useUnsavedChangesGuard(form.formState.isDirty || avatar.file !== null, () => draft.clear(true));

  useEffect(() => {
    if (!founder) return;
    const values = { first_name: founder.first_name, last_name: founder.last_name, title: founder.title, email: founder.email, linkedin_url: founder.linkedin_url, brief: founder.brief };
    form.reset(values);
    base.current = { values, etag: null };
    // Only the loaded founder resets the form; typing is never overwritten by a refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [founder?.id]);

  const backToList = () => openModal(MODALS.founders);

  const submit = form.handleSubmit(
    (values) => {
      const body = new FormData();
      for (const [field, value] of Object.entries(values)) body.append(field, value);
      if (avatar.file) {
        body.append(AVATAR_FIELD, avatar.file);
        body.append('avatar_filename', avatar.file.name);
      }
      save.mutate(body, {
        onSuccess: (answer) => {
          draft.clear(true);
          guard.release();
          notify.success(answer.message ?? t(founderId ? 'founders.updated' : 'founders.added'));
          backToList();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError);
          const serverAvatarError = error instanceof ApiError ? error.errors[AVATAR_FIELD]?.[0] : undefined;
          if (serverAvatarError) setAvatar((current) => ({ ...current, error: serverAvatarError }));
          if (error instanceof ApiError && error.isValidation) setTab(error.errors.brief && Object.keys(error.errors).length === 1 ? 1 : 0);
          notify.error(errorMessage(error, t('founders.saveFailed')));
        },
      });
    },
    (invalid) => {
      setTab('brief' in invalid && Object.keys(invalid).length === 1 ? 1 : 0);
      notify.error(missingFounderFields(form.getValues()).length > 0 ? t('founders.requiredFields') : t('errors.validation'));
    },
  );

  return (
    <ModalFrame
      title={t(isEditing ? 'founders.editTitle' : 'founders.addTitle')}
      description={t('founders.formDescription')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => guard.requestClose(backToList)}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} disabled={!isReady || save.isPending}>{save.isPending ? t('common.saving') : t('common.save')}</Button>
        </>
      }
    >
      {!isReady && founders.isPending && <div role="status" aria-label={t('common.loading')} className="h-64 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70" />}
      {!isReady && !founders.isPending && (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm">
          <p>{t('founders.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void founders.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      {isReady && draft.offer && <DraftBanner draft={draft.offer} isStale={false} onRestore={() => draft.offer && draft.restore(draft.offer)} onDiscard={() => draft.clear()} />}
      {isReady && (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {errors.root?.server && (
            <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300" data-form-error>
              {errors.root.server.message}
            </p>
          )}
          <fieldset disabled={save.isPending} className="min-w-0">
            <TabGroup selectedIndex={tab} onChange={setTab}>
              <FounderTabs publicHasError={publicHasError} extraHasError={'brief' in errors} />
              <TabPanels className="min-h-[25rem]">
                <TabPanel unmount={false} className="space-y-5 outline-none">
                  <AvatarField founder={{ ...blank, avatar_url: founder?.avatar_url ?? '', ...form.watch() }} file={avatar.file} error={avatar.error} onChange={(file, error) => setAvatar({ file, error })} />
                  <FounderPublicFields form={form} />
                </TabPanel>
                <TabPanel unmount={false} className="outline-none">
                  <Controller
                    control={form.control}
                    name="brief"
                    render={({ field, fieldState }) => (
                      <RichTextEditor editorId="founder-brief" fieldName="brief" label={t('founders.brief')} placeholder={t('founders.briefPlaceholder')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={save.isPending} />
                    )}
                  />
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </fieldset>
        </form>
      )}
    </ModalFrame>
  );
}
