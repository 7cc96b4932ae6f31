import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_API } from '@schoolpage/content-contract';
import { apiRequest } from '../api/api-request';
import { onSessionEnded } from './session-ended';

export type SessionState = 'checking' | 'signed-in';

/**
 * Spec §2/§6: the dashboard needs a session; a failed check goes to /login, and so does any later
 * call the API refuses with 401.
 */
export function useSessionCheck(): SessionState {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>('checking');

  useEffect(() => {
    let active = true;
    apiRequest(AUTH_API.isAuth)
      .then((body) => {
        const info = body.info as { loggedIn?: unknown } | undefined;
        const loggedIn = body.loggedIn === true || info?.loggedIn === true;
        if (!active) return;
        if (loggedIn) setState('signed-in');
        else navigate('/login', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Session check failed', error);
        if (active) navigate('/login', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  useEffect(() => onSessionEnded(() => navigate('/login', { replace: true })), [navigate]);

  return state;
}
