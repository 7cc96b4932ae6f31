import { z } from 'zod';
import { RICH_TEXT_MESSAGES as M } from './rich-text-messages';
import {
  isRichTextHref,
  isRichTextImageSource,
  RICH_TEXT_HEADING_LEVELS,
  RICH_TEXT_LIMITS,
  type RichTextDocument,
  type RichTextMark,
  type RichTextNode,
} from './rich-text';

// Pages run under a Content-Security-Policy that forbids evaluating strings.
z.config({ jitless: true });

/**
 * The schema of a stored rich-text document: the editor's JSON with only the allowed node and mark types and
 * attributes (anything else, an `onclick` or a `<script>` node, is refused), links to http(s), mailto and tel
 * only, pictures with their alt text. What it gives back is the document as stored: the editor's presentational
 * attributes (link targets, column widths) are dropped.
 */
const span = z.number().int().min(1).max(20).nullish();
const cellAttrs = z
  .strictObject({ colspan: span, rowspan: span, colwidth: z.array(z.number()).nullish(), align: z.string().nullish() })
  .optional()
  .transform((attrs) => {
    const kept: { colspan?: number; rowspan?: number } = {};
    if (attrs?.colspan && attrs.colspan > 1) kept.colspan = attrs.colspan;
    if (attrs?.rowspan && attrs.rowspan > 1) kept.rowspan = attrs.rowspan;
    return Object.keys(kept).length ? kept : undefined;
  });

const mark: z.ZodType<RichTextMark> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('bold') }),
    z.strictObject({ type: z.literal('italic') }),
    z.strictObject({ type: z.literal('underline') }),
    z.strictObject({ type: z.literal('strike') }),
    z.strictObject({
      type: z.literal('link'),
      attrs: z
        .strictObject({
          href: z.string().trim().refine(isRichTextHref, { error: M.linkInvalid }),
          target: z.string().nullish(),
          rel: z.string().nullish(),
          class: z.string().nullish(),
          title: z.string().nullish(),
        })
        .transform(({ href }) => ({ href })),
    }),
  ],
  { error: M.unknownPart },
);

const children = z.lazy(() => z.array(node).optional());
/** Nodes without attributes: attrs may be absent or empty. */
const plainParent = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), attrs: z.strictObject({}).nullish(), content: children }).transform(({ type, content }) => withContent({ type }, content));

function withContent<N extends object>(node: N, content: RichTextNode[] | undefined): N & { content?: RichTextNode[] } {
  return content && content.length ? { ...node, content } : node;
}

const node: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('text'), text: z.string().min(1), marks: z.array(mark).optional() }).transform(({ type, text, marks }) =>
        marks && marks.length ? { type, text, marks } : { type, text },
      ),
      z
        .strictObject({
          type: z.literal('image'),
          attrs: z.strictObject({
            src: z.string().trim().refine(isRichTextImageSource, { error: M.imageSourceInvalid }),
            alt: z.string({ error: M.imageAltRequired }).trim().min(1, { error: M.imageAltRequired }).max(RICH_TEXT_LIMITS.alt),
            title: z.string().nullish(),
            width: z.union([z.number(), z.string()]).nullish(),
            height: z.union([z.number(), z.string()]).nullish(),
          }),
        })
        .transform(({ type, attrs: { src, alt, title } }) => ({ type, attrs: { src, alt, ...(title ? { title } : {}) } })),
      z.strictObject({ type: z.literal('hardBreak'), marks: z.array(mark).optional() }).transform(({ type }) => ({ type })),
      z.strictObject({ type: z.literal('horizontalRule') }),
      plainParent('paragraph'),
      z
        .strictObject({
          type: z.literal('heading'),
          attrs: z.strictObject({ level: z.union(RICH_TEXT_HEADING_LEVELS.map((level) => z.literal(level))) }),
          content: children,
        })
        .transform(({ type, attrs, content }) => withContent({ type, attrs: { level: attrs.level } }, content)),
      plainParent('bulletList'),
      z
        .strictObject({
          type: z.literal('orderedList'),
          attrs: z.strictObject({ start: z.number().int().min(0).max(100_000).nullish(), type: z.string().nullish() }).nullish(),
          content: children,
        })
        .transform(({ type, attrs, content }) => withContent(attrs?.start && attrs.start !== 1 ? { type, attrs: { start: attrs.start } } : { type }, content)),
      plainParent('listItem'),
      plainParent('blockquote'),
      plainParent('table'),
      plainParent('tableRow'),
      z.strictObject({ type: z.literal('tableHeader'), attrs: cellAttrs, content: children }).transform(({ type, attrs, content }) => withContent(attrs ? { type, attrs } : { type }, content)),
      z.strictObject({ type: z.literal('tableCell'), attrs: cellAttrs, content: children }).transform(({ type, attrs, content }) => withContent(attrs ? { type, attrs } : { type }, content)),
    ],
    { error: M.unknownPart },
  ),
);

/** Counts a document's nodes, its deepest nesting and its characters of text. */
function measure(nodes: readonly RichTextNode[], depth = 1): { nodes: number; depth: number; text: number } {
  let total = { nodes: 0, depth, text: 0 };
  for (const child of nodes) {
    const inner = 'content' in child && child.content ? measure(child.content, depth + 1) : { nodes: 0, depth, text: 0 };
    total = {
      nodes: total.nodes + 1 + inner.nodes,
      depth: Math.max(total.depth, inner.depth),
      text: total.text + (child.type === 'text' ? child.text.length : 0) + inner.text,
    };
  }
  return total;
}

/**
 * True when a document as sent has more nodes, or nests deeper, than RICH_TEXT_LIMITS allows: counted without
 * recursion before the schema (which recurses) ever sees it, so 1,000 levels of nesting are a clear refusal, not a
 * stack overflow.
 */
function beyondLimits(value: unknown): boolean {
  const pending: { nodes: unknown; depth: number }[] = [{ nodes: (value as { content?: unknown } | null)?.content, depth: 1 }];
  let count = 0;
  while (pending.length) {
    const { nodes, depth } = pending.pop()!;
    if (!Array.isArray(nodes)) continue;
    if (depth > RICH_TEXT_LIMITS.depth) return true;
    count += nodes.length;
    if (count > RICH_TEXT_LIMITS.nodes) return true;
    for (const child of nodes) pending.push({ nodes: (child as { content?: unknown } | null)?.content, depth: depth + 1 });
  }
  return false;
}

const documentShape = z
  .strictObject({ type: z.literal('doc', { error: M.invalid }), content: z.array(node).optional() }, { error: M.invalid })
  .transform(({ content }): RichTextDocument => ({ type: 'doc', content: content ?? [] }))
  .superRefine((document, context) => {
    const size = measure(document.content);
    if (size.nodes > RICH_TEXT_LIMITS.nodes || size.depth > RICH_TEXT_LIMITS.depth || size.text > RICH_TEXT_LIMITS.text) {
      context.addIssue({ code: 'custom', message: M.tooLong });
    }
  });

/** A stored rich-text document (see above); too big or too deep is refused with RICH_TEXT_MESSAGES.tooLong, the depth and number of nodes before anything else is checked. */
export const richTextSchema: z.ZodType<RichTextDocument> = z
  .unknown()
  .superRefine((value, context) => {
    if (beyondLimits(value)) context.addIssue({ code: 'custom', message: M.tooLong, abort: true });
  })
  .pipe(documentShape);

/** The first message of a refused document: what the school is told. */
export function richTextProblem(value: unknown): string | undefined {
  const result = richTextSchema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? M.invalid);
}
