import { useEffect, useState } from 'react';

/** Where every tab of the dashboard finds when another verification code may be asked for (epoch ms). */
export const RESEND_AT_KEY = 'schoolpage.verification.resendAt';

const readTime = (text: string | null | undefined): number | undefined => {
  const time = Number(text);
  return text && Number.isFinite(time) ? time : undefined;
};

/** The browser's local storage, or none where it is refused (a private window, a blocked site). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Tells every tab when another code may be asked for (the server's wait after a code request). */
export function shareResendAt(resendAt: number): void {
  try {
    storage()?.setItem(RESEND_AT_KEY, String(resendAt));
  } catch {
    // Storage full or refused: this tab still counts down.
  }
}

/** When another code may be asked for, as the last request in any tab learnt it. */
export function sharedResendAt(): number | undefined {
  try {
    return readTime(storage()?.getItem(RESEND_AT_KEY));
  } catch {
    return undefined;
  }
}

/**
 * When another code may be asked for: `handed` (this tab's history) or what another tab learnt, whichever is later,
 * and every later request made in another tab as it is made (the `storage` event); `set` takes this tab's own.
 */
export function useSharedResendAt(handed: number | undefined): [number | undefined, (resendAt: number) => void] {
  const [resendAt, setResendAt] = useState(() => {
    const shared = sharedResendAt();
    return handed === undefined || (shared !== undefined && shared > handed) ? shared : handed;
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== RESEND_AT_KEY) return;
      const shared = readTime(event.newValue);
      if (shared !== undefined) setResendAt(shared);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return [resendAt, setResendAt];
}
