import type { ReactNode } from 'react';
import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_GENERAL_FIELDS,
  DISCLOSURE_GENERAL_LABELS,
  DISCLOSURE_INFRASTRUCTURE_LABELS,
  DISCLOSURE_STAFF_COUNTS,
  DISCLOSURE_STAFF_LABELS,
  documentStatus,
  passPercent,
  teacherSectionRatio,
  type DisclosureInfrastructure,
  type DisclosureSectionLetter,
  type PublicDisclosure,
} from '@schoolpage/content-contract';
import { formatDate } from '../content/format-date';
import { fileSizeText } from './file-size';
import { useDisclosureWords } from './words/disclosure-words';
import styles from './disclosure-page.module.css';

const NOT_GIVEN = 'Not given';

/** A table of one section: its caption, then a header cell and a value per row. */
export function FactTable({ id, caption, rows }: { id: string; caption: string; rows: readonly [string, ReactNode][] }) {
  const t = useDisclosureWords();
  return (
    <table className={styles.table} id={id}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('information')}</th>
          <th scope="col">{t('details')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function generalRows(disclosure: PublicDisclosure): [string, ReactNode][] {
  return DISCLOSURE_GENERAL_FIELDS.map((field) => [DISCLOSURE_GENERAL_LABELS[field], disclosure.general[field]?.trim() || NOT_GIVEN]);
}

/** A document's row: its title as a link to its file with the file's size, and its validity; a document not uploaded is said so, never linked. */
export function DocumentTable({ id, caption, disclosure, section, today }: { id: string; caption: string; disclosure: PublicDisclosure; section: DisclosureSectionLetter; today: string }) {
  const t = useDisclosureWords();
  return (
    <table className={styles.table} id={id}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('document')}</th>
          <th scope="col">{t('validity')}</th>
        </tr>
      </thead>
      <tbody>
        {DISCLOSURE_DOCUMENTS.filter((d) => d.section === section).map(({ kind, title }) => {
          const document = disclosure.documents.find((d) => d.kind === kind);
          const status = documentStatus(document, today);
          return (
            <tr key={kind}>
              <th scope="row">
                {document ? (
                  <>
                    <a href={document.fileUrl.url} className={styles.documentLink}>
                      {title}
                    </a>{' '}
                    <span className={styles.size}>(PDF, {fileSizeText(document.sizeBytes)})</span>
                  </>
                ) : (
                  title
                )}
              </th>
              <td className={status === 'expired' ? styles.expired : undefined}>
                {!document
                  ? 'Not uploaded yet'
                  : status === 'expired'
                    ? `Expired on ${formatDate(document.validUntil ?? '')}`
                    : document.validUntil
                      ? `valid until ${formatDate(document.validUntil)}`
                      : `issued on ${formatDate(document.issuedOn)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The board results, newest first, each with its pass percentage worked out. */
export function ResultsTable({ id, disclosure }: { id: string; disclosure: PublicDisclosure }) {
  const t = useDisclosureWords();
  const results = [...disclosure.academics.boardResults].sort((a, b) => b.year - a.year || a.className.localeCompare(b.className));
  return (
    <div className={styles.scroll} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table} id={id}>
        <caption className={styles.caption} id={`${id}-caption`}>
          {t('boardResults')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('year')}</th>
            <th scope="col">{t('className')}</th>
            <th scope="col">{t('registered')}</th>
            <th scope="col">{t('passed')}</th>
            <th scope="col">{t('passPercent')}</th>
            <th scope="col">{t('remarks')}</th>
          </tr>
        </thead>
        <tbody>
          {results.length === 0 ? (
            <tr>
              <td colSpan={6}>{NOT_GIVEN}</td>
            </tr>
          ) : (
            results.map((row) => {
              const percent = passPercent(row);
              return (
                <tr key={`${row.year}-${row.className}`}>
                  <th scope="row">{row.year}</th>
                  <td>{row.className}</td>
                  <td>{row.registered}</td>
                  <td>{row.passed}</td>
                  <td>{percent === undefined ? '–' : `${percent}%`}</td>
                  <td>{row.remarks || ''}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

const count = (value: number | undefined) => (value === undefined ? NOT_GIVEN : String(value));

export function staffRows(disclosure: PublicDisclosure): [string, ReactNode][] {
  const ratio = teacherSectionRatio(disclosure.staff);
  return [
    ...DISCLOSURE_STAFF_COUNTS.map((field): [string, ReactNode] => [DISCLOSURE_STAFF_LABELS[field], count(disclosure.staff[field])]),
    [DISCLOSURE_STAFF_LABELS.teacherSectionRatio, ratio === undefined ? NOT_GIVEN : `${ratio} : 1`],
  ];
}

const rooms = (value: { count: number; sizeSqft: number } | undefined) => (value ? `${value.count}, ${value.sizeSqft} sq ft each` : NOT_GIVEN);

export function infrastructureRows({ infrastructure }: { infrastructure: DisclosureInfrastructure }): [string, ReactNode][] {
  const video = infrastructure.inspectionVideoUrl;
  return [
    [DISCLOSURE_INFRASTRUCTURE_LABELS.campusAreaSqm, count(infrastructure.campusAreaSqm)],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.classrooms, rooms(infrastructure.classrooms)],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.laboratories, rooms(infrastructure.laboratories)],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.library, infrastructure.library ? `${infrastructure.library.sizeSqft} sq ft` : NOT_GIVEN],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.computers, count(infrastructure.computers)],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.internet, infrastructure.internet === undefined ? NOT_GIVEN : infrastructure.internet ? 'Yes' : 'No'],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.girlsToilets, count(infrastructure.girlsToilets)],
    [DISCLOSURE_INFRASTRUCTURE_LABELS.boysToilets, count(infrastructure.boysToilets)],
    [
      DISCLOSURE_INFRASTRUCTURE_LABELS.inspectionVideoUrl,
      video ? (
        <a href={video} rel="noopener noreferrer" className={styles.link}>
          Watch the inspection video on YouTube
        </a>
      ) : (
        NOT_GIVEN
      ),
    ],
  ];
}
