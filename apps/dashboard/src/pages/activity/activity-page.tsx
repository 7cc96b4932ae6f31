import { useState } from 'react';
import { ACTIVITY_API, ACTIVITY_SECTIONS, TEAM_API, type ActivityPage as Page, type TeamMember } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SelectField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { useApiResource } from '../../api/use-api-resource';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { shownTime } from '../approvals/approvals';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import { memberName, readTeam } from '../team/team';
import sectionStyles from '../../sections/sections.module.css';
import styles from './activity.module.css';
import { activityWords } from './activity.words';
import { useRecordInLanguage } from './record-in-language';

type SectionId = Extract<keyof typeof activityWords.en, `section:${string}`>;

const EMPTY: Page = { entries: [], page: 1, pages: 1, total: 0 };
const readPage = (body: ApiAnswer): Page => (body.info && typeof body.info === 'object' && Array.isArray((body.info as Page).entries) ? (body.info as Page) : EMPTY);

/** The school's activity record: who did what, when and from where, newest first; filtered by person and section. */
export function ActivityPage() {
  const words = useWords(activityWords);
  const timeZone = useSchoolTimeZone();
  const inLanguage = useRecordInLanguage();
  const sectionName = (name: string) => (`section:${name}` in activityWords.en ? words.t(`section:${name}` as SectionId) : name);
  const [person, setPerson] = useState('');
  const [section, setSection] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(person ? { person } : {}), ...(section ? { section } : {}) });
  const activity = useApiResource(`${ACTIVITY_API}?${query.toString()}`, readPage, EMPTY);
  const team = useApiResource<TeamMember[]>(TEAM_API.team, readTeam, []);
  const members = team.data.filter((member) => member.status === 'active');

  return (
    <SectionPage title={words.t('title')}>
      <p className={styles.intro}>{words.t('intro')}</p>
      <SectionCard title={words.t('filter')}>
        <div className={styles.filters}>
          <SelectField label={words.t('person')} value={person} onChange={(event) => (setPerson(event.target.value), setPage(1))}>
            <option value="">{words.t('everyone')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {memberName(member)}
              </option>
            ))}
          </SelectField>
          <SelectField label={words.t('section')} value={section} onChange={(event) => (setSection(event.target.value), setPage(1))}>
            <option value="">{words.t('allSections')}</option>
            {Object.keys(ACTIVITY_SECTIONS).map((value) => (
              <option key={value} value={value}>
                {sectionName(value)}
              </option>
            ))}
          </SelectField>
        </div>
      </SectionCard>
      <SectionCard title={words.t('record')}>
        {activity.status === 'ready' && activity.data.entries.length === 0 ? <p>{words.t('nothingYet')}</p> : null}
        <ol className={styles.entries} aria-label={words.t('entries')}>
          {activity.data.entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.what}>{inLanguage(entry.what)}</p>
              <p className={styles.meta}>
                <span>{entry.person.name}</span>
                <span>{shownTime(entry.at, words.language, timeZone)}</span>
                <span>{sectionName(entry.section)}</span>
                {entry.address ? <span>{words.t('from', { address: entry.address })}</span> : null}
              </p>
            </li>
          ))}
        </ol>
        {activity.data.pages > 1 ? (
          <nav className={styles.pager} aria-label={words.t('pages')}>
            <Button className={sectionStyles.secondaryButton} aria-disabled={page <= 1} onClick={() => page > 1 && setPage(page - 1)}>
              {words.t('newer')}
            </Button>
            <span>{words.t('pageOf', { page: activity.data.page, pages: activity.data.pages })}</span>
            <Button className={sectionStyles.secondaryButton} aria-disabled={page >= activity.data.pages} onClick={() => page < activity.data.pages && setPage(page + 1)}>
              {words.t('older')}
            </Button>
          </nav>
        ) : null}
      </SectionCard>
    </SectionPage>
  );
}
