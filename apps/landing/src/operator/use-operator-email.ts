import { useEffect, useState } from 'react';
import { OPERATOR_EMAIL, PLATFORM_API } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';

/** The platform operator's configured contact address; the default until (or unless) the API answers. */
export function useOperatorEmail(): string {
  const [email, setEmail] = useState(OPERATOR_EMAIL);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ email?: unknown }>(PLATFORM_API.operator, { signal: controller.signal })
      .then((answer) => {
        const configured = answer?.info?.email;
        if (typeof configured === 'string' && configured.includes('@')) setEmail(configured);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return email;
}
