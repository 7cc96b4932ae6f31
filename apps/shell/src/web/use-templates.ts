import { useEffect, useState } from 'react';
import type { TemplateDescriptor } from '@schoolpage/content-contract';
import { announceRemotes } from '../federation/remote-modules';
import { fetchRemotes, fetchTemplates } from '../platform/platform-api';

/** The template descriptors, read when a visitor opens a site (undefined while loading). */
export function useTemplates(): TemplateDescriptor[] | undefined | Error {
  const [templates, setTemplates] = useState<TemplateDescriptor[] | Error>();

  useEffect(() => {
    let current = true;
    Promise.all([fetchTemplates(), fetchRemotes()])
      .then(([descriptors, remotes]) => {
        announceRemotes(remotes);
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
