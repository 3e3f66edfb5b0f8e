import { useCallback, useState } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { imageMarkdown } from './markdownCommands';

/** @public */
export type UploadImage = (file: File) => Promise<{ url: string }>;

interface Options {
  onUploadImage?: UploadImage;
  /** The current text, read when an upload finishes (it may have changed). */
  getValue: () => string;
  onChange: (value: string) => void;
  /** Inserts text at the cursor and returns nothing; used for the placeholder. */
  insert: (text: string) => void;
}

/**
 * Uploads images and puts their markdown into the text. While uploading, a
 * visible `![Uploading name…]()` marker holds the place (like GitHub does), so
 * the person can keep typing; on success the marker becomes the image, on
 * failure only the marker is removed and an error is shown.
 */
export function useImageUpload({
  onUploadImage,
  getValue,
  onChange,
  insert,
}: Options) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [pending, setPending] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();

  const upload = useCallback(
    async (file: File) => {
      if (!onUploadImage) return;
      if (!file.type.startsWith('image/')) {
        setError(t('components.editor.notAnImage', { name: file.name }));
        return;
      }
      setError(undefined);
      const marker = `![${t('components.editor.uploading', {
        name: file.name.replace(/[[\]\\]/g, ''),
      })}]()`;
      insert(marker);
      setPending(p => [...p, file.name]);

      let replacement = '';
      try {
        const { url } = await onUploadImage(file);
        replacement = imageMarkdown(file.name, url);
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        setError(
          t('components.editor.uploadFailed', { name: file.name, reason }),
        );
      } finally {
        setPending(p => {
          const i = p.indexOf(file.name);
          return i === -1 ? p : [...p.slice(0, i), ...p.slice(i + 1)];
        });
      }

      const current = getValue();
      if (current.includes(marker)) {
        onChange(current.replace(marker, replacement));
      } else if (replacement) {
        // The marker was edited away meanwhile; keep the upload at the end
        // rather than losing it.
        onChange(
          `${current}${current.endsWith('\n') || !current ? '' : '\n'}${replacement}`,
        );
      }
    },
    [onUploadImage, getValue, onChange, insert, t],
  );

  const uploadAll = useCallback(
    (files: FileList | File[] | null | undefined) => {
      Array.from(files ?? []).forEach(file => {
        void upload(file);
      });
    },
    [upload],
  );

  return { pending, error, clearError: () => setError(undefined), uploadAll };
}
