import { Link } from 'react-router-dom';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE, DISCLOSURE_DASHBOARD_LABEL, DISCLOSURE_PAGE, sitePath } from '@schoolpage/content-contract';
import { FormAlert } from '@schoolpage/ui';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionPage } from '../../sections/section-page';
import sections from '../../sections/sections.module.css';
import { readProfile } from '../profile/profile';
import { CompletenessCard } from './completeness-card';
import { readDisclosure } from './disclosure-info';
import { DocumentsCard } from './documents-card';
import { GeneralForm } from './general-form';
import { InfrastructureForm } from './infrastructure-form';
import { ResultsForm } from './results-form';
import { StaffForm } from './staff-form';

/** "Mandatory Disclosure": the school's Mandatory Public Disclosure, part by part, with its documents and how complete it is. */
export function DisclosurePage() {
  const disclosure = useApiResource(DASHBOARD_API.disclosure, readDisclosure, null);
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const feedback = useFeedback();
  const info = disclosure.data;
  if (!info) {
    return (
      <SectionPage title={DISCLOSURE_DASHBOARD_LABEL}>
        {disclosure.status === 'failed' ? <FormAlert>{M.loadFailed}</FormAlert> : <p role="status">Loading...</p>}
      </SectionPage>
    );
  }
  // A form starts again from what was saved when its own part changed (not when another part or a document did).
  const savedPart = (part: unknown) => JSON.stringify(part);
  const publicPage = profile.data?.slug && info.updatedAt ? sitePath(profile.data.slug, DISCLOSURE_PAGE) : undefined;
  return (
    <SectionPage title={DISCLOSURE_DASHBOARD_LABEL}>
      <p className={sections.muted}>
        {info.board === 'CBSE'
          ? 'Every CBSE school must publish this on its website, in the board’s format, and keep its documents current.'
          : 'The disclosure CBSE asks of its schools, in the board’s format: any school may publish it.'}{' '}
        {info.board ? null : (
          <>
            <Link to={`${DASHBOARD_ROUTE}/profile`}>Choose your board</Link> on the Profile page.
          </>
        )}
        {publicPage ? (
          <>
            {' '}
            <a href={publicPage} target="_blank" rel="noreferrer">
              See it on your site
            </a>
            .
          </>
        ) : null}
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
