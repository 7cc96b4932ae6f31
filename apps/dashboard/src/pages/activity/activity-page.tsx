import { useState } from 'react';
import { ACTIVITY_API, ACTIVITY_SECTIONS, TEAM_API, type ActivityPage as Page, type TeamMember } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SelectField } from '@schoolpage/ui';
import { useApiResource } from '../../api/use-api-resource';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { shownTime } from '../approvals/approvals';
import { memberName, readTeam } from '../team/team';
import sectionStyles from '../../sections/sections.module.css';
import styles from './activity.module.css';

const EMPTY: Page = { entries: [], page: 1, pages: 1, total: 0 };
const readPage = (body: ApiAnswer): Page => (body.info && typeof body.info === 'object' && Array.isArray((body.info as Page).entries) ? (body.info as Page) : EMPTY);

/** The school's activity record: who did what, when and from where, newest first; filtered by person and section. */
export function ActivityPage() {
  const [person, setPerson] = useState('');
  const [section, setSection] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(person ? { person } : {}), ...(section ? { section } : {}) });
  const activity = useApiResource(`${ACTIVITY_API}?${query.toString()}`, readPage, EMPTY);
  const team = useApiResource<TeamMember[]>(TEAM_API.team, readTeam, []);
  const members = team.data.filter((member) => member.status === 'active');

  return (
    <SectionPage title="Activity">
      <p className={styles.intro}>Every change to the site and the team, and every sign-in, kept for a year.</p>
      <SectionCard title="Filter">
        <div className={styles.filters}>
          <SelectField label="Person" value={person} onChange={(event) => (setPerson(event.target.value), setPage(1))}>
            <option value="">Everyone</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {memberName(member)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Section" value={section} onChange={(event) => (setSection(event.target.value), setPage(1))}>
            <option value="">All sections</option>
            {Object.entries(ACTIVITY_SECTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </SectionCard>
      <SectionCard title="Record">
        {activity.status === 'ready' && activity.data.entries.length === 0 ? <p>Nothing on record yet.</p> : null}
        <ol className={styles.entries} aria-label="Activity, newest first">
          {activity.data.entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.what}>{entry.what}</p>
              <p className={styles.meta}>
                <span>{entry.person.name}</span>
                <span>{shownTime(entry.at)}</span>
                <span>{ACTIVITY_SECTIONS[entry.section] ?? entry.section}</span>
                {entry.address ? <span>from {entry.address}</span> : null}
              </p>
            </li>
          ))}
        </ol>
        {activity.data.pages > 1 ? (
          <nav className={styles.pager} aria-label="Pages of the record">
            <Button className={sectionStyles.secondaryButton} aria-disabled={page <= 1} onClick={() => page > 1 && setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {activity.data.page} of {activity.data.pages}
            </span>
            <Button className={sectionStyles.secondaryButton} aria-disabled={page >= activity.data.pages} onClick={() => page < activity.data.pages && setPage(page + 1)}>
              Older
            </Button>
          </nav>
        ) : null}
      </SectionCard>
    </SectionPage>
  );
}
