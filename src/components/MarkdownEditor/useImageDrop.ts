import { useState, type ClipboardEvent, type DragEvent } from 'react';

const imagesOf = (files: FileList | undefined) =>
  Array.from(files ?? []).filter(f => f.type.startsWith('image/'));

/** Whether a drag carries files (as opposed to selected text). */
const carriesFiles = (e: DragEvent) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Paste and drag-and-drop of images onto the textarea. Without `upload`
 * (no image uploads here) every handler leaves the browser's default alone.
 */
export function useImageDrop(upload?: (files: FileList | File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    handlers: {
      onPaste: (e: ClipboardEvent) => {
        const images = imagesOf(e.clipboardData?.files);
        if (upload && images.length > 0) {
          e.preventDefault();
          upload(images);
        }
      },
      onDragOver: (e: DragEvent) => {
        if (!upload || !carriesFiles(e)) return;
        // Browsers fire `drop` only on targets that cancel `dragover`;
        // without this Chromium opens the dropped image instead.
        e.preventDefault();
        if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        setDragging(false);
        if (upload && e.dataTransfer?.files.length) {
          e.preventDefault();
          upload(e.dataTransfer.files);
        }
      },
    },
  };
}
