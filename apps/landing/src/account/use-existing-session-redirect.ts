import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_API, DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';

/** Spec §2/§6: a visitor who already has a session is sent on to the dashboard. */
export function useExistingSessionRedirect(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest(AUTH_API.isAuth, { signal: controller.signal })
      .then((answer) => {
        if (answer?.loggedIn === true) navigate(DASHBOARD_ROUTE, { replace: true });
      })
      .catch((error: unknown) => {
        // Spec §8: on public pages a failed session check is only logged.
        if (!controller.signal.aborted) console.warn('Session check failed', error);
      });
    return () => controller.abort();
  }, [navigate]);
}
