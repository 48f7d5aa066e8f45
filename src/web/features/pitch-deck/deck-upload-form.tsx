import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPitchDeckSizeAllowed, PITCH_DECK_FIELDS, PITCH_DECK_MAX_BYTES } from '../../../shared/pitch-deck';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { DeckDropZone } from './deck-drop-zone';
import { UploadProgress } from './upload-progress';
import { deckTypeFromName } from './file-size';
import { UPLOAD_ABORTED, uploadDeck, type DeckUpload } from './upload-deck';
import { useRefreshPitchDecks } from './use-pitch-decks';

type UploadErrors = Partial<Record<'file_name' | 'deck_file', string>>;

/** Names and uploads one deck with its progress; a failed upload keeps the name and the file. */
export function DeckUploadForm() {
  const { t } = useTranslation();
  const refresh = useRefreshPitchDecks();
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<DeckUpload | null>(null);
  useEffect(() => () => upload.current?.cancel(), []);

  const fileError = (chosen: File) => {
    if (chosen.size > PITCH_DECK_MAX_BYTES) return t('pitchDeck.fileTooLarge');
    if (!deckTypeFromName(chosen.name) || !isPitchDeckSizeAllowed(chosen.size)) return t('pitchDeck.invalidFile');
    return undefined;
  };

  const handleFile = (chosen: File) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, deck_file: fileError(chosen) }));
    if (!fileName.trim()) setFileName(chosen.name.replace(/\.[^.]+$/, ''));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: UploadErrors = {
      file_name: fileName.trim() ? undefined : t('pitchDeck.fileNameRequired'),
      deck_file: file ? fileError(file) : t('pitchDeck.fileRequired'),
    };
    setErrors(found);
    if (found.file_name || found.deck_file || !file) {
      notify.error(found.file_name ?? found.deck_file ?? t('pitchDeck.fileRequired'));
      return;
    }
    setProgress(0);
    upload.current = uploadDeck(file, fileName.trim(), setProgress);
    try {
      const { message } = await upload.current.done;
      // The bar stays at 100% until the list shows the new deck.
      await refresh();
      notify.success(message ?? t('pitchDeck.uploaded'));
      setFileName('');
      setFile(null);
    } catch (error) {
      handleFailure(error);
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const handleFailure = (error: unknown) => {
    if (error instanceof ApiError && error.message === UPLOAD_ABORTED) return notify.info(t('pitchDeck.cancelled'));
    if (error instanceof ApiError && error.isValidation) {
      const nameError = error.errors[PITCH_DECK_FIELDS.fileName]?.[0];
      const isNameOnly = nameError !== undefined && !error.errors[PITCH_DECK_FIELDS.file];
      if (isNameOnly) {
        setErrors({ file_name: nameError });
        return notify.error(nameError);
      }
      // The server's own words for the file: a wrong type, or a full quota.
      const fileError = error.errors[PITCH_DECK_FIELDS.file]?.[0] ?? t('pitchDeck.invalidFile');
      setErrors({ file_name: nameError, deck_file: fileError });
      return notify.error(fileError);
    }
    notify.error(errorMessage(error, t('pitchDeck.uploadFailed')));
  };

  const isUploading = progress !== null;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4" data-deck-upload>
      <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('pitchDeck.uploadTitle')}</h3>
      <fieldset disabled={isUploading} className="space-y-4">
        <TextField
          label={t('pitchDeck.fileName')}
          name={PITCH_DECK_FIELDS.fileName}
          value={fileName}
          placeholder={t('pitchDeck.fileNamePlaceholder')}
          required
          error={errors.file_name}
          onChange={(event) => {
            setFileName(event.target.value);
            if (event.target.value.trim()) setErrors((current) => ({ ...current, file_name: undefined }));
          }}
        />
        <DeckDropZone file={file} error={errors.deck_file} disabled={isUploading} onFile={handleFile} />
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        {isUploading ? (
          <>
            <UploadProgress percent={progress} />
            <Button variant="secondary" onClick={() => upload.current?.cancel()}>{t('pitchDeck.cancelUpload')}</Button>
          </>
        ) : (
          <Button type="submit">{t('pitchDeck.upload')}</Button>
        )}
      </div>
    </form>
  );
}
