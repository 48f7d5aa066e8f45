import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PITCH_DECK_ACCEPT, PITCH_DECK_FIELDS } from '../../../shared/pitch-deck';
import { formatFileSize } from './file-size';

interface DeckDropZoneProps {
  file: File | null;
  error?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The file input, focused when an empty submit asks for the file. */
  ref?: Ref<HTMLInputElement>;
}

/** The deck's file input, also a drop target; the chosen file stays visible with its size. */
export function DeckDropZone({ file, error, disabled, onFile, ref }: DeckDropZoneProps) {
  const { t, i18n } = useTranslation();
  const formatBytes = (count: number, formatted: string) => t('pitchDeck.bytes', { count, formatted });
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('pitchDeck.file')}</span>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        data-drop-zone
        className={`flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-dashed px-4 py-6 text-center text-sm transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500/40 ${
          isDragging
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
            : error
              ? 'border-red-500 bg-white dark:bg-zinc-900'
              : 'border-zinc-300 bg-zinc-50/60 hover:border-zinc-400 dark:border-zinc-700 dark:bg-zinc-900/40 dark:hover:border-zinc-600'
        }`}
      >
        <FileUp aria-hidden className="size-5 text-zinc-400 dark:text-zinc-500" />
        {file ? (
          <span className="text-zinc-800 dark:text-zinc-100">
            <span dir="auto" className="font-medium">
              {file.name}
            </span>
            <span className="text-zinc-500 dark:text-zinc-400"> · {formatFileSize(file.size, i18n.language, formatBytes)}</span>
            <span className="ms-2 font-medium text-brand-600 dark:text-brand-400">{t('pitchDeck.change')}</span>
          </span>
        ) : (
          <>
            {/* A touch screen has nothing to drag from: it only offers the picker. */}
            <span className="text-zinc-600 pointer-coarse:hidden dark:text-zinc-300" data-drop-prompt>
              {t('pitchDeck.dropHere')} <span className="font-medium text-brand-600 dark:text-brand-400">{t('pitchDeck.browse')}</span>
            </span>
            <span className="hidden font-medium text-brand-600 pointer-coarse:inline dark:text-brand-400" data-choose-prompt>
              {t('pitchDeck.chooseFile')}
            </span>
          </>
        )}
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('pitchDeck.dropHint')}</span>
        <input
          ref={ref}
          id={inputId}
          type="file"
          name={PITCH_DECK_FIELDS.file}
          accept={PITCH_DECK_ACCEPT}
          disabled={disabled}
          aria-label={t('pitchDeck.file')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            event.target.value = '';
          }}
        />
      </label>
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
