import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isPitchDeckSizeAllowed, PITCH_DECK_FIELDS, PITCH_DECK_MAX_BYTES } from '../../../shared/pitch-deck';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { deckTypeFromName } from './file-size';
import { UPLOAD_ABORTED, uploadDeck, type DeckUpload } from './upload-deck';
import { useRefreshPitchDecks } from '../../lib/use-pitch-decks';

export type DeckUploadErrors = Partial<Record<'file_name' | 'deck_file', string>>;

/** The upload form's state, shared by its fields (modal body) and its actions (modal footer). */
export function useDeckUpload() {
  const { t } = useTranslation();
  const refresh = useRefreshPitchDecks();
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DeckUploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  // The deck just uploaded: its row takes the focus from Cancel, which goes with the upload.
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  // A chosen file not uploaded yet is an unsaved change: closing the modal asks first (DESIGN §9).
  useUnsavedChangesGuard(file !== null, () => undefined);
  const upload = useRef<DeckUpload | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => () => upload.current?.cancel(), []);

  const fileError = (chosen: File) => {
    if (chosen.size > PITCH_DECK_MAX_BYTES) return t('pitchDeck.fileTooLarge');
    if (!deckTypeFromName(chosen.name) || !isPitchDeckSizeAllowed(chosen.size)) return t('pitchDeck.invalidFile');
    return undefined;
  };

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    const isNameFilled = !fileName.trim();
    if (isNameFilled) setFileName(chosen.name.replace(/\.[^.]+$/, ''));
    // The name it fills answers "Please enter a file name." too.
    setErrors((current) => ({ file_name: isNameFilled ? undefined : current.file_name, deck_file: fileError(chosen) }));
  };

  const changeFileName = (value: string) => {
    setFileName(value);
    if (value.trim()) setErrors((current) => ({ ...current, file_name: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: DeckUploadErrors = {
      file_name: fileName.trim() ? undefined : t('pitchDeck.fileNameRequired'),
      deck_file: file ? fileError(file) : t('pitchDeck.fileRequired'),
    };
    setErrors(found);
    if (found.file_name || found.deck_file || !file) {
      // The file comes first: choosing it fills the name as well.
      if (found.deck_file) fileInput.current?.focus();
      notify.error(found.deck_file ?? found.file_name ?? t('pitchDeck.fileRequired'));
      return;
    }
    setProgress(0);
    upload.current = uploadDeck(file, fileName.trim(), setProgress);
    try {
      const { message, deck } = await upload.current.done;
      setUploadedId(deck.id);
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
      const serverFileError = error.errors[PITCH_DECK_FIELDS.file]?.[0] ?? t('pitchDeck.invalidFile');
      setErrors({ file_name: nameError, deck_file: serverFileError });
      return notify.error(serverFileError);
    }
    notify.error(errorMessage(error, t('pitchDeck.uploadFailed')));
  };

  return {
    fileName,
    file,
    errors,
    progress,
    isUploading: progress !== null,
    uploadedId,
    fileInput,
    chooseFile,
    changeFileName,
    submit,
    cancel: () => upload.current?.cancel(),
  };
}

export type DeckUploadState = ReturnType<typeof useDeckUpload>;
