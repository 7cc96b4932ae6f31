import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmOptions = Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>;

interface PendingQuestion {
  options: ConfirmOptions;
  answer: (confirmed: boolean) => void;
}

/**
 * Ask a yes/no question in a ConfirmDialog: `await confirm({...})` is true when the user confirmed.
 * Render `dialog` somewhere in the component (it is portalled to the document body).
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingQuestion | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending({
          options,
          answer: (confirmed) => {
            setPending(null);
            resolve(confirmed);
          },
        });
      }),
    [],
  );

  const dialog = pending ? (
    <ConfirmDialog
      {...pending.options}
      onConfirm={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    />
  ) : null;

  return { confirm, dialog };
}
