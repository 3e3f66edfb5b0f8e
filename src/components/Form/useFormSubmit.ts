import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that saves one request at a time. `ready` shows
 * and focuses the errors and says whether to go on; a failed save leaves
 * its error to the page's mutation state and the draft as typed.
 */
export function useFormSubmit({
  submitting,
  ready,
  save,
}: {
  submitting: boolean;
  ready: () => boolean;
  save: () => Promise<unknown>;
}) {
  // A ref, not state: a second click in the same tick must see it at once.
  const inFlight = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || submitting || !ready()) return;
    inFlight.current = true;
    try {
      await save();
    } catch {
      // The page's mutation state carries the error; the draft stays.
    } finally {
      inFlight.current = false;
    }
  };
}
