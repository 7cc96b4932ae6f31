import { Fragment, type ReactNode } from 'react';
import { isRichTextHref, isRichTextImageSource, type RichTextDocument, type RichTextMark, type RichTextNode } from '@schoolpage/content-contract';
import type { FieldLanguage } from '../words/site-words';
import styles from './rich-text.module.css';

/**
 * A stored rich-text document as React elements: each allowed node type is one element, every text is a text
 * node, so nothing the school wrote can become markup. An unknown node is left out; a link or a picture whose
 * address is not allowed is shown as plain text (the server refuses both; this is the second lock). `language` marks
 * a text shown untranslated with its own `lang` (and `dir`).
 */
export function RichText({ document, className, language }: { document: RichTextDocument | undefined; className?: string; language?: FieldLanguage }) {
  if (!document?.content.length) return null;
  return (
    <div className={`${styles.richText} ${className ?? ''}`} {...language}>
      {nodes(document.content)}
    </div>
  );
}

function nodes(content: readonly RichTextNode[] | undefined): ReactNode[] {
  return (content ?? []).map((node, index) => element(node, index));
}

function element(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{(node.marks ?? []).reduceRight<ReactNode>((inner, mark) => marked(mark, inner), node.text)}</Fragment>;
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image':
      return isRichTextImageSource(node.attrs.src) ? (
        <img key={key} className={styles.image} src={node.attrs.src} alt={node.attrs.alt} loading="lazy" decoding="async" />
      ) : null;
    case 'paragraph':
      return <p key={key}>{nodes(node.content)}</p>;
    case 'heading': {
      const Heading = (['h2', 'h3', 'h4'] as const)[Math.min(2, Math.max(0, (node.attrs?.level ?? 2) - 2))];
      return <Heading key={key}>{nodes(node.content)}</Heading>;
    }
    case 'bulletList':
      return <ul key={key}>{nodes(node.content)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {nodes(node.content)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{nodes(node.content)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{nodes(node.content)}</blockquote>;
    case 'table':
      return (
        <div key={key} className={styles.tableBox}>
          <table>
            <tbody>{nodes(node.content)}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return <tr key={key}>{nodes(node.content)}</tr>;
    case 'tableHeader':
      return (
        <th key={key} scope="col" colSpan={node.attrs?.colspan} rowSpan={node.attrs?.rowspan}>
          {nodes(node.content)}
        </th>
      );
    case 'tableCell':
      return (
        <td key={key} colSpan={node.attrs?.colspan} rowSpan={node.attrs?.rowspan}>
          {nodes(node.content)}
        </td>
      );
    default:
      return null;
  }
}

function marked(mark: RichTextMark, inner: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'link':
      return isRichTextHref(mark.attrs.href) ? (
        <a href={mark.attrs.href} rel="noopener noreferrer">
          {inner}
        </a>
      ) : (
        inner
      );
    default:
      return inner;
  }
}
