/** What a file field may hold (the API checks the bytes; the dashboard checks the name, type and size first). */
export type UploadKind = 'image' | 'pdf' | 'imageOrPdf';

interface FileRule {
  /** Largest file the server takes, in bytes. */
  maxBytes: number;
  /** Largest file the dashboard takes from a picker, when it makes a larger one fit `maxBytes` before sending it. */
  chosenMaxBytes?: number;
  /** Media types a browser reports for it. */
  types: readonly string[];
  /** File name endings, for browsers that report no media type. */
  extensions: readonly string[];
  /** How people name it: "JPEG, PNG, WebP or GIF". */
  words: string;
  /** What a file picker offers (wider than `types`: a wrong picture is named before it is sent). */
  accept: string;
}

const MB = 1024 * 1024;

/** The one statement of the upload limits: the API enforces them, the dashboard states and checks them. */
export const FILE_RULES: Readonly<Record<'image' | 'pdf', FileRule>> = {
  image: {
    maxBytes: 8 * MB,
    // Phones make photos of 8 MB and more: the dashboard scales a picture over 8 MB down before the upload.
    chosenMaxBytes: 25 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
    words: 'JPEG, PNG, WebP or GIF',
    accept: 'image/*',
  },
  pdf: { maxBytes: 10 * MB, types: ['application/pdf'], extensions: ['.pdf'], words: 'PDF', accept: 'application/pdf,.pdf' },
};

/** The largest file any field accepts (the request reader's own limit). */
export const MAX_UPLOAD_BYTES = Math.max(FILE_RULES.image.maxBytes, FILE_RULES.pdf.maxBytes);

const rulesOf = (kind: UploadKind): readonly FileRule[] =>
  kind === 'imageOrPdf' ? [FILE_RULES.image, FILE_RULES.pdf] : [FILE_RULES[kind]];

const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/** The largest file of a rule that may be chosen in the dashboard. */
const chosenMax = (rule: FileRule) => rule.chosenMaxBytes ?? rule.maxBytes;

/** "JPEG, PNG, WebP or GIF up to 25 MB" (and ", or PDF up to 10 MB" where both are taken): shown beside the field. */
export function uploadLimitText(kind: UploadKind): string {
  return rulesOf(kind)
    .map((rule) => `${rule.words} up to ${megabytes(chosenMax(rule))}`)
    .join(', or ');
}

/** The `accept` attribute of a file picker for `kind`. */
export function acceptOf(kind: UploadKind): string {
  return rulesOf(kind)
    .map((rule) => rule.accept)
    .join(',');
}

/** The largest size a file of `type` may have in a field of `kind` (undefined when that type is not taken). */
export function maxBytesFor(kind: UploadKind, type: 'image' | 'pdf'): number | undefined {
  return rulesOf(kind).includes(FILE_RULES[type]) ? FILE_RULES[type].maxBytes : undefined;
}

/** A chosen file's problem in plain words, naming the file and the limit; undefined when it may be sent (a picture over the server's limit once scaled down). */
export function uploadProblem(kind: UploadKind, file: { name: string; size: number; type: string }): string | undefined {
  const name = file.name.toLowerCase();
  const rule = rulesOf(kind).find(
    (r) => r.types.includes(file.type) || (!file.type && r.extensions.some((ending) => name.endsWith(ending))),
  );
  if (!rule) return `“${file.name}” cannot be used here: please choose a ${rulesOf(kind).map((r) => r.words).join(' or ')} file.`;
  if (file.size > chosenMax(rule)) {
    return `“${file.name}” is ${megabytes(file.size)}: a ${rule.words} file can be up to ${megabytes(chosenMax(rule))}.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return undefined;
}
