import { useState } from 'react';
import { withReasons } from '../../api/errors';
import type { DeleteDialogProps } from './DeleteDialog';

/** @public */
export interface ReasonedDeleteOptions {
  /**
   * The delete call, unwrapped: resolves to the server's success flag and
   * rejects with its error.
   */
  remove: (reason: string | undefined) => Promise<boolean>;
  /** The message shown when it fails, before the server's reasons. */
  failedMessage: string;
  /** After a successful delete, once the dialog is closed. */
  onDeleted?: () => void;
}

/** @public */
export interface ReasonedDelete {
  /** Opens the dialog (e.g. from a Delete button or menu item). */
  start: () => void;
  /** The DeleteDialog's state and handlers, to spread onto it. */
  dialog: Pick<DeleteDialogProps, 'open' | 'onCancel' | 'error'> & {
    /** Settles once the call has been answered. */
    onConfirm: (reason: string | undefined) => Promise<void>;
  };
}

/**
 * The delete-with-reason flow behind a DeleteDialog: open it, call the
 * server with the reason, keep it open with the failure and the server's
 * reasons, close it on success.
 * @public
 */
export function useReasonedDelete({
  remove,
  failedMessage,
  onDeleted,
}: ReasonedDeleteOptions): ReasonedDelete {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const onConfirm = async (reason: string | undefined) => {
    setError(undefined);
    let ok = false;
    let failure: unknown;
    try {
      // Success-boolean call: a refusal without an errors list is `false`.
      ok = await remove(reason);
    } catch (e) {
      failure = e;
    }
    if (!ok) {
      setError(withReasons(failedMessage, failure));
      return;
    }
    setOpen(false);
    onDeleted?.();
  };

  return {
    start: () => setOpen(true),
    dialog: {
      open,
      onConfirm,
      onCancel: () => {
        setOpen(false);
        setError(undefined);
      },
      error,
    },
  };
}
