import {
  PLATFORM_API,
  type ApiEnvelope,
  type RemoteEntry,
  type TemplateDescriptor,
} from '@schoolpage/content-contract';
import { oncePerPageLoad } from './once-per-page-load';

async function readInfo<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body.success || body.info === undefined) throw new Error(body.message ?? `${path} gave no info`);
  return body.info;
}

/** The registry of remotes, read at every page load: no remote URL is compiled into the shell. */
export const fetchRemotes = oncePerPageLoad(() => readInfo<RemoteEntry[]>(PLATFORM_API.remotes));

export const fetchTemplates = oncePerPageLoad(() => readInfo<TemplateDescriptor[]>(PLATFORM_API.templates));
