import { Link } from 'react-router-dom';
import { DASHBOARD_API, DASHBOARD_ROUTE, DISCLOSURE_PAGE, sitePath, historyKey } from '@schoolpage/content-contract';
import { FormAlert } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { HistoryLink } from '../../history/history-link';
import { SectionPage } from '../../sections/section-page';
import sections from '../../sections/sections.module.css';
import { readProfile } from '../profile/profile';
import { CompletenessCard } from './completeness-card';
import { readDisclosure } from './disclosure-info';
import { disclosureWords } from './disclosure.words';
import { DocumentsCard } from './documents-card';
import { GeneralForm } from './general-form';
import { InfrastructureForm } from './infrastructure-form';
import { ResultsForm } from './results-form';
import { StaffForm } from './staff-form';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'disclosure' });

/** "Mandatory Disclosure": the school's Mandatory Public Disclosure, part by part, with its documents and how complete it is. */
export function DisclosurePage() {
  const words = useWords(disclosureWords);
  const disclosure = useApiResource(DASHBOARD_API.disclosure, readDisclosure, null);
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const feedback = useFeedback();
  const info = disclosure.data;
  if (!info) {
    return (
      <SectionPage title={words.t('title')}>
        {disclosure.status === 'failed' ? <FormAlert>{words.t('loadFailed')}</FormAlert> : <p role="status">{words.t('loading')}</p>}
      </SectionPage>
    );
  }
  // A form starts again from what was saved when its own part changed (not when another part or a document did).
  const savedPart = (part: unknown) => JSON.stringify(part);
  const publicPage = profile.data?.slug && info.updatedAt ? sitePath(profile.data.slug, DISCLOSURE_PAGE) : undefined;
  return (
    <SectionPage title={words.t('title')}>
      <p className={sections.muted}>
        {info.board === 'CBSE' ? words.t('cbseIntro') : words.t('otherIntro')}{' '}
        {info.board ? null : (
          <>
            <Link to={`${DASHBOARD_ROUTE}/profile`}>{words.t('chooseBoard')}</Link>
            {words.t('onProfile')}
          </>
        )}
        {publicPage ? (
          <>
            {' '}
            <a href={publicPage} target="_blank" rel="noreferrer">
              {words.t('seeOnSite')}
            </a>
            .
          </>
        ) : null}
      </p>
      <p>
        <HistoryLink historyKey={HISTORY_KEY} />
      </p>
      <FeedbackAlert feedback={feedback} />
      <CompletenessCard completeness={info.completeness} />
      <GeneralForm key={savedPart(info.general)} info={info} feedback={feedback} onSaved={disclosure.replace} />
      <DocumentsCard info={info} feedback={feedback} onSaved={disclosure.replace} />
      <ResultsForm key={savedPart(info.academics)} info={info} feedback={feedback} onSaved={disclosure.replace} />
      <StaffForm key={savedPart(info.staff)} info={info} feedback={feedback} onSaved={disclosure.replace} />
      <InfrastructureForm key={savedPart(info.infrastructure)} info={info} feedback={feedback} onSaved={disclosure.replace} />
    </SectionPage>
  );
}
