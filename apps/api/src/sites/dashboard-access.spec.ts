import { API_MESSAGES } from '@schoolpage/content-contract';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** Every dashboard route of spec §7 refuses a visitor without a session, before reading any input. */
const DASHBOARD_ROUTES: [method: 'get' | 'post' | 'delete', path: string][] = [
  ['get', '/api/dashboard/profile/info'],
  ['post', '/api/dashboard/profile/profile-update'],
  ['post', '/api/dashboard/profile/verify-email-otp'],
  ['post', '/api/dashboard/profile/verify-email'],
  ['post', '/api/dashboard/profile/publish-web'],
  ['post', '/api/dashboard/profile/unpublish-web'],
  ['post', '/api/dashboard/profile/slug'],
  ['post', '/api/dashboard/home/orginfo'],
  ['get', '/api/dashboard/home/overview'],
  ['post', '/api/dashboard/home/overview'],
  ['delete', '/api/dashboard/home/overview/0'],
  ['post', '/api/dashboard/home/text-logo'],
  ['get', '/api/dashboard/home/vision-mission'],
  ['post', '/api/dashboard/home/vision'],
  ['post', '/api/dashboard/home/mission'],
  ['delete', '/api/dashboard/home/vision/0'],
  ['delete', '/api/dashboard/home/mission/0'],
  ['get', '/api/dashboard/visible/slider'],
  ['post', '/api/dashboard/visible/slider'],
  ['delete', '/api/dashboard/visible/slider/0'],
  ['get', '/api/dashboard/visible/activitie'],
  ['post', '/api/dashboard/visible/activitie'],
  ['delete', '/api/dashboard/visible/activitie/0'],
  ['get', '/api/dashboard/visible/gallery'],
  ['post', '/api/dashboard/visible/gallery'],
  ['delete', '/api/dashboard/visible/gallery/0'],
  ['get', '/api/dashboard/about/history'],
  ['post', '/api/dashboard/about/history'],
  ['delete', '/api/dashboard/about/history/0'],
  ['get', '/api/dashboard/about/faq'],
  ['post', '/api/dashboard/about/faq'],
  ['delete', '/api/dashboard/about/faq/0'],
  ['get', '/api/dashboard/about/facility'],
  ['post', '/api/dashboard/about/facility'],
  ['delete', '/api/dashboard/about/facility/0'],
  ['get', '/api/dashboard/academics/calendar-of-event'],
  ['post', '/api/dashboard/academics/calendar-of-event'],
  ['delete', '/api/dashboard/academics/calendar-of-event'],
  ['get', '/api/dashboard/academics/admission-process'],
  ['post', '/api/dashboard/academics/admission-process'],
  ['delete', '/api/dashboard/academics/admission-process'],
  ['get', '/api/dashboard/academics/application-form'],
  ['post', '/api/dashboard/academics/application-form'],
  ['delete', '/api/dashboard/academics/application-form'],
  ['get', '/api/dashboard/our-members/member'],
  ['post', '/api/dashboard/our-members/member'],
  ['delete', '/api/dashboard/our-members/faculty/0'],
  ['delete', '/api/dashboard/our-members/staff/0'],
  ['get', '/api/dashboard/notice-course/course'],
  ['post', '/api/dashboard/notice-course/course'],
  ['delete', '/api/dashboard/notice-course/course'],
  ['post', '/api/dashboard/notice-course/category'],
  ['delete', '/api/dashboard/notice-course/category'],
  ['get', '/api/dashboard/notice-course/notice'],
  ['post', '/api/dashboard/notice-course/notice'],
  ['delete', '/api/dashboard/notice-course/notice/0'],
  ['get', '/api/dashboard/contact/address'],
  ['post', '/api/dashboard/contact/address'],
  ['get', '/api/dashboard/contact/social-media'],
  ['post', '/api/dashboard/contact/social-media'],
  ['delete', '/api/dashboard/contact/social-media/0'],
  ['get', '/api/dashboard/template/template-state'],
  ['post', '/api/dashboard/template/template-update'],
  ['get', '/api/dashboard/template/preview-content'],
  ['delete', '/api/dashboard/home/orginfo/organizationImage'],
];

describe('dashboard access', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it.each(DASHBOARD_ROUTES)('%s %s needs a session', async (method, path) => {
    const response = await platform.agent()[method](path).send({ index: 0 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.loginRequired });
  });

  it('refuses a session cookie that was never issued', async () => {
    const response = await platform.agent().get('/api/dashboard/profile/info').set('Cookie', 'schoolpage_session=not-a-token');
    expect(response.status).toBe(401);
  });
});
