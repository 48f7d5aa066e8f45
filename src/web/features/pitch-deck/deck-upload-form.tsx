import { useTranslation } from '../../i18n/use-translation';
import { PITCH_DECK_FIELDS } from '../../../shared/pitch-deck';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { DeckDropZone } from './deck-drop-zone';
import { UploadProgress } from './upload-progress';
import type { DeckUploadState } from './use-deck-upload';

const DECK_UPLOAD_FORM_ID = 'deck-upload-form';

/** Names and uploads one deck; the file comes first since choosing it fills the name. A failed upload keeps both. */
export function DeckUploadForm({ upload }: { upload: DeckUploadState }) {
  const { t } = useTranslation();
  return (
    <form id={DECK_UPLOAD_FORM_ID} noValidate onSubmit={(event) => void upload.submit(event)} className="space-y-4" data-deck-upload>
      <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('pitchDeck.uploadTitle')}</h3>
      <fieldset disabled={upload.isUploading} className="min-w-0 space-y-4">
        <DeckDropZone
          ref={upload.fileInput}
          file={upload.file}
          error={upload.errors.deck_file}
          disabled={upload.isUploading}
          onFile={upload.chooseFile}
        />
        <TextField
          label={t('pitchDeck.fileName')}
          name={PITCH_DECK_FIELDS.fileName}
          value={upload.fileName}
          placeholder={t('pitchDeck.fileNamePlaceholder')}
          required
          error={upload.errors.file_name}
          onChange={(event) => upload.changeFileName(event.target.value)}
        />
      </fieldset>
    </form>
  );
}

/** The modal footer's actions: Upload as the primary action, or the progress and Cancel while it runs. */
export function DeckUploadActions({ upload, onClose }: { upload: DeckUploadState; onClose: () => void }) {
  const { t } = useTranslation();
  if (upload.progress !== null) {
    return (
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UploadProgress percent={upload.progress} />
        <Button variant="secondary" onClick={upload.cancel}>
          {t('pitchDeck.cancelUpload')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
      <Button type="submit" form={DECK_UPLOAD_FORM_ID}>
        {t('pitchDeck.upload')}
      </Button>
    </>
  );
}
