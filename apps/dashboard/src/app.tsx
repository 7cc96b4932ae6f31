import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import type { LoadTemplateSectionPreview } from '@schoolpage/site-kit';
import { LanguageProvider } from '@schoolpage/words';
import { useDashboardLanguage } from './dashboard-language/dashboard-language';
import { useDocumentLanguage } from './dashboard-language/use-dashboard-language-effects';
import { DashboardLayout } from './layout/dashboard-layout';
import { AboutPage } from './pages/about/about-page';
import { ActivityPage } from './pages/activity/activity-page';
import { ApprovalsPage } from './pages/approvals/approvals-page';
import { AlertPage } from './pages/alert/alert-page';
import { AcademicsPage } from './pages/academics/academics-page';
import { ContactPage } from './pages/contact/contact-page';
import { DisclosurePage } from './pages/disclosure/disclosure-page';
import { EnquiriesPage } from './pages/enquiries/enquiries-page';
import { VisitorsPage } from './pages/visitors/visitors-page';
import { SubscribersPage } from './pages/subscribers/subscribers-page';
import { CourseNoticePage } from './pages/course-notice/course-notice-page';
import { HomePage } from './pages/home/home-page';
import { LanguagesPage } from './pages/languages/languages-page';
import { MembersPage } from './pages/members/members-page';
import { NewsPage } from './pages/news/news-page';
import { OwnPagesPage } from './pages/own-pages/own-pages-page';
import { ProfilePage } from './pages/profile/profile-page';
import { RecentlyDeletedPage } from './pages/recently-deleted/recently-deleted-page';
import { TeamPage } from './pages/team/team-page';
import { TemplatesPage } from './pages/templates/templates-page';
import { VerifyEmailPage } from './pages/verify/verify-email-page';
import { VisiblePage } from './pages/visible/visible-page';
import { TemplateSectionPreviewLoader } from './sections/template-look';

/** A thing's version history, with its word-by-word differences (and the diff library they need), loaded when opened. */
const HistoryPage = lazy(() => import('./history/history-page').then((module) => ({ default: module.HistoryPage })));

/** What the shell hands the dashboard: how to load the school's template's section preview (see section-preview.tsx). */
export interface DashboardAppProps {
  loadTemplateSectionPreview?: LoadTemplateSectionPreview;
}

/**
 * The dashboard remote (`./App`). The shell mounts it at /dashboard/*, so every route here is
 * relative to /dashboard (spec §2 "Dashboard shell"). Every word of it is in the person's dashboard language.
 */
export default function DashboardApp({ loadTemplateSectionPreview }: DashboardAppProps) {
  const language = useDashboardLanguage();
  useDocumentLanguage(language);
  return (
    <LanguageProvider language={language}>
      <Routes>
        <Route
          element={
            <TemplateSectionPreviewLoader.Provider value={loadTemplateSectionPreview}>
              <DashboardLayout />
            </TemplateSectionPreviewLoader.Provider>
          }
        >
          <Route index element={<ProfilePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="visible" element={<VisiblePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="academics" element={<AcademicsPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="coursenotice" element={<CourseNoticePage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="template" element={<TemplatesPage />} />
          <Route path="mandatory-disclosure" element={<DisclosurePage />} />
          <Route path="alert" element={<AlertPage />} />
          <Route path="enquiries" element={<EnquiriesPage />} />
          <Route path="visitors" element={<VisitorsPage />} />
          <Route path="subscribers" element={<SubscribersPage />} />
          <Route path="languages" element={<LanguagesPage />} />
          <Route path="pages" element={<OwnPagesPage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="recently-deleted" element={<RecentlyDeletedPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route
            path="history"
            element={
              <Suspense fallback={<p role="status">…</p>}>
                <HistoryPage />
              </Suspense>
            }
          />
          <Route path="verifyemail" element={<VerifyEmailPage />} />
          <Route path="*" element={<Navigate to={DASHBOARD_ROUTE} replace />} />
        </Route>
      </Routes>
    </LanguageProvider>
  );
}
