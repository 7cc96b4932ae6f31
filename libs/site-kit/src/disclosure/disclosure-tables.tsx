import type { ReactNode } from 'react';
import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_GENERAL_FIELDS,
  DISCLOSURE_STAFF_COUNTS,
  documentStatus,
  passPercent,
  teacherSectionRatio,
  type DisclosureInfrastructure,
  type DisclosureSectionLetter,
  type PublicDisclosure,
} from '@schoolpage/content-contract';
import { useSiteWords } from '../words/site-words';
import { fileSizeText } from './file-size';
import { useDisclosureWords } from './words/disclosure-words';
import styles from './disclosure-page.module.css';

/** The disclosure page's words in the page's language (the board's labels in English). */
type DisclosureWords = ReturnType<typeof useDisclosureWords>;

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

export function generalRows(disclosure: PublicDisclosure, t: DisclosureWords): [string, ReactNode][] {
  return DISCLOSURE_GENERAL_FIELDS.map((field) => [t(`general.${field}`), disclosure.general[field]?.trim() || t('notGiven')]);
}

/** A document's row: its title as a link to its file with the file's size, and its validity; a document not uploaded is said so, never linked. */
export function DocumentTable({ id, caption, disclosure, section, today }: { id: string; caption: string; disclosure: PublicDisclosure; section: DisclosureSectionLetter; today: string }) {
  const t = useDisclosureWords();
  const { date } = useSiteWords();
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
        {DISCLOSURE_DOCUMENTS.filter((d) => d.section === section).map(({ kind }) => {
          const title = t(`documents.${kind}`);
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
                    <span className={styles.size}>{t('fileSize', { size: fileSizeText(document.sizeBytes) })}</span>
                  </>
                ) : (
                  title
                )}
              </th>
              <td className={status === 'expired' ? styles.expired : undefined}>
                {!document
                  ? t('notUploaded')
                  : status === 'expired'
                    ? t('expiredOn', { date: date(document.validUntil ?? '') })
                    : document.validUntil
                      ? t('validUntil', { date: date(document.validUntil) })
                      : t('issuedOn', { date: date(document.issuedOn) })}
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
              <td colSpan={6}>{t('notGiven')}</td>
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

export function staffRows(disclosure: PublicDisclosure, t: DisclosureWords): [string, ReactNode][] {
  const count = (value: number | undefined) => (value === undefined ? t('notGiven') : String(value));
  const ratio = teacherSectionRatio(disclosure.staff);
  return [
    ...DISCLOSURE_STAFF_COUNTS.map((field): [string, ReactNode] => [t(`staff.${field}`), count(disclosure.staff[field])]),
    [t('staff.teacherSectionRatio'), ratio === undefined ? t('notGiven') : `${ratio} : 1`],
  ];
}

export function infrastructureRows({ infrastructure }: { infrastructure: DisclosureInfrastructure }, t: DisclosureWords): [string, ReactNode][] {
  const notGiven = t('notGiven');
  const count = (value: number | undefined) => (value === undefined ? notGiven : String(value));
  const rooms = (value: { count: number; sizeSqft: number } | undefined) => (value ? t('rooms', { count: value.count, size: value.sizeSqft }) : notGiven);
  const video = infrastructure.inspectionVideoUrl;
  return [
    [t('infrastructure.campusAreaSqm'), count(infrastructure.campusAreaSqm)],
    [t('infrastructure.classrooms'), rooms(infrastructure.classrooms)],
    [t('infrastructure.laboratories'), rooms(infrastructure.laboratories)],
    [t('infrastructure.library'), infrastructure.library ? t('squareFeet', { size: infrastructure.library.sizeSqft }) : notGiven],
    [t('infrastructure.computers'), count(infrastructure.computers)],
    [t('infrastructure.internet'), infrastructure.internet === undefined ? notGiven : t(infrastructure.internet ? 'yes' : 'no')],
    [t('infrastructure.girlsToilets'), count(infrastructure.girlsToilets)],
    [t('infrastructure.boysToilets'), count(infrastructure.boysToilets)],
    [
      t('infrastructure.inspectionVideoUrl'),
      video ? (
        <a href={video} rel="noopener noreferrer" className={styles.link}>
          {t('watchInspectionVideo')}
        </a>
      ) : (
        notGiven
      ),
    ],
  ];
}
