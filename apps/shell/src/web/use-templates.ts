import { useEffect, useState } from 'react';
import type { TemplateDescriptor } from '@schoolpage/content-contract';
import { fetchTemplates } from '../platform/platform-api';

/** The template descriptors, read when a visitor opens a site (undefined while loading). */
export function useTemplates(): TemplateDescriptor[] | undefined | Error {
  const [templates, setTemplates] = useState<TemplateDescriptor[] | Error>();

  useEffect(() => {
    let current = true;
    fetchTemplates()
      .then((descriptors) => {
        if (current) setTemplates(descriptors);
      })
      .catch((error: unknown) => {
        if (current) setTemplates(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      current = false;
    };
  }, []);

  return templates;
}
