import { useEffect, useState } from 'react';
import { OPERATOR_EMAIL, PLATFORM_API, type ApiEnvelope } from '@schoolpage/content-contract';
import { platformRequest } from '@schoolpage/ui';

/** The platform operator's configured contact address; the default until (or unless) the API answers. */
export function useOperatorEmail(): string {
  const [email, setEmail] = useState(OPERATOR_EMAIL);

  useEffect(() => {
    const controller = new AbortController();
    platformRequest<ApiEnvelope<{ email?: unknown }>>(PLATFORM_API.operator, { signal: controller.signal })
      .then((answer) => {
        const configured = answer?.info?.email;
        if (typeof configured === 'string' && configured.includes('@')) setEmail(configured);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return email;
}
