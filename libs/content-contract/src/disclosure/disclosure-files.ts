import { disclosureDocumentTitle, type StoredDisclosure } from './disclosure';

/** The URLs of a disclosure's documents, and of those it replaced while they stay in its record: the disclosure's file fields. */
export function disclosureFileUrls(disclosure: StoredDisclosure | undefined): string[] {
  const current = Object.values(disclosure?.documents ?? {}).map((file) => file?.url);
  const replaced = (disclosure?.replaced ?? []).map((file) => file.url);
  return [...current, ...replaced].filter((url): url is string => typeof url === 'string');
}

/** CBSE's title of the document whose file `isIt` recognises, current or replaced, for naming the file when it is saved. */
export function disclosureTitleOfFile(disclosure: StoredDisclosure | undefined, isIt: (url: string) => boolean): string | undefined {
  for (const [kind, file] of Object.entries(disclosure?.documents ?? {})) {
    if (file?.url && isIt(file.url)) return disclosureDocumentTitle(kind as never);
  }
  const replaced = disclosure?.replaced?.find((file) => isIt(file.url));
  return replaced ? disclosureDocumentTitle(replaced.kind) : undefined;
}
