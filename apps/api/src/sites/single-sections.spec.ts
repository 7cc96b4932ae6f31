import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin, verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

const M = API_MESSAGES.site;

describe('dashboard sections beyond plain lists', () => {
  let platform: TestPlatform;
  let png: Buffer;
  let n = 0;
  const admin = (verified = false) => {
    n += 1;
    return (verified ? verifiedAdmin : signedInAdmin)(platform, { userId: `single${n}`, email: `single${n}@school.edu`, phone: '1112223333' });
  };
  beforeAll(async () => {
    platform = await startTestPlatform();
    png = await pngImage();
  });
  afterAll(() => platform.close());

  describe('home', () => {
    it('changes only the organisation info fields given, and refuses an empty form', async () => {
      const agent = await admin();
      const empty = await agent.post('/api/dashboard/home/orginfo').field('organizationName', '').expect(400);
      expect(empty.body).toEqual({ success: false, message: M.orgInfoEmpty });

      await agent.post('/api/dashboard/home/orginfo').field('welcomeMessage', 'Welcome all').attach('organizationLogo', png, 'logo.png').expect(200);
      const saved = await agent.post('/api/dashboard/home/orginfo').field('organizationName', 'Hill Top School').field('welcomeMessage', '').expect(200);
      expect(saved.body).toEqual({ success: true, message: M.saved });

      const profile = (await agent.get('/api/dashboard/profile/info')).body.info;
      expect(profile.organizationName).toBe('Hill Top School');
      expect(profile.organizationLogo).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    });

    it('replaces the hero image, keeping the old file while a kept version points at it (history/)', async () => {
      const agent = await admin(true);
      await agent.post('/api/dashboard/profile/publish-web').expect(200);
      await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', png, 'hero.png').expect(200);
      const id = await organizationIdOf(agent);
      const first = (await platform.agent().get(`/api/web/all-content?organizationId=${id}`)).body.info.welcomeMessage.imageUrl.url;
      await platform.agent().get(first).expect(200);
      await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', png, 'hero2.png').expect(200);
      const second = (await platform.agent().get(`/api/web/all-content?organizationId=${id}`)).body.info.welcomeMessage.imageUrl.url;
      expect(second).not.toBe(first);
      await platform.agent().get(second).expect(200);
      await platform.agent().get(first).expect(200);
    });

    it('saves the text logo (both parts required)', async () => {
      const agent = await admin();
      expect((await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Hill' }).expect(400)).body).toEqual({ success: false, message: M.textLogoRequired });
      expect((await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Hill', endLogo: 'Top' }).expect(200)).body).toEqual({ success: true, message: M.saved });
    });

    it('adds, reads and removes vision and mission lines', async () => {
      const agent = await admin();
      expect((await agent.post('/api/dashboard/home/vision').send({ vision: ' ' }).expect(400)).body.message).toBe(M.visionRequired);
      expect((await agent.post('/api/dashboard/home/mission').send({}).expect(400)).body.message).toBe(M.missionRequired);
      await agent.post('/api/dashboard/home/vision').send({ vision: 'Excellence' }).expect(201);
      await agent.post('/api/dashboard/home/vision').send({ vision: 'Kindness' }).expect(201);
      await agent.post('/api/dashboard/home/mission').send({ mission: 'Teach well' }).expect(201);
      expect((await agent.get('/api/dashboard/home/vision-mission').expect(200)).body).toEqual({ success: true, vision: ['Excellence', 'Kindness'], mission: ['Teach well'] });
      await agent.delete('/api/dashboard/home/vision/0').expect(200);
      await agent.delete('/api/dashboard/home/mission/0').expect(200);
      await agent.delete('/api/dashboard/home/mission/0').expect(404);
      expect((await agent.get('/api/dashboard/home/vision-mission')).body).toEqual({ success: true, vision: ['Kindness'], mission: [] });
    });
  });

  describe('members', () => {
    it('adds faculty and staff with lists (qualification as JSON text) and removes them by position', async () => {
      const agent = await admin();
      await agent
        .post('/api/dashboard/our-members/member')
        .field('memberType', 'faculty')
        .field('fullName', 'Asha Rao')
        .field('designation', 'Principal')
        .field('qualification', JSON.stringify(['M.Sc', 'PhD']))
        .field('email', 'asha@school.edu')
        .field('phone', '12345')
        .field('phone', '67890')
        .attach('memberImage', png, 'asha.png')
        .expect(201);
      await agent.post('/api/dashboard/our-members/member').send({ memberType: 'staff', fullName: 'Ravi', designation: 'Clerk', qualification: '[]', email: [], phone: [] }).expect(201);
      const listed = (await agent.get('/api/dashboard/our-members/member').expect(200)).body;
      expect(listed.info.facultyMember).toEqual([
        { id: expect.any(String), fullName: 'Asha Rao', designation: 'Principal', qualification: ['M.Sc', 'PhD'], email: ['asha@school.edu'], phone: ['12345', '67890'], phoneE164: ['', ''], imageUrl: { url: expect.stringMatching(/^\/api\/files\//) } },
      ]);
      expect(listed.info.staffMember).toEqual([{ id: expect.any(String), fullName: 'Ravi', designation: 'Clerk', qualification: [], email: [], phone: [], phoneE164: [] }]);
      await agent.delete('/api/dashboard/our-members/staff/0').expect(200);
      await agent.delete('/api/dashboard/our-members/faculty/1').expect(404);
      const after = (await agent.get('/api/dashboard/our-members/member')).body.info;
      expect(after.staffMember).toEqual([]);
      expect(after.facultyMember).toHaveLength(1);
    });

    it('ignores an image field sent as text when no file was chosen', async () => {
      const agent = await admin();
      await agent.post('/api/dashboard/our-members/member').field('memberType', 'staff').field('fullName', 'Lata').field('memberImage', 'undefined').expect(201);
      const staff = (await agent.get('/api/dashboard/our-members/member')).body.info.staffMember;
      expect(staff).toEqual([{ id: expect.any(String), fullName: 'Lata', designation: '', qualification: [], email: [], phone: [], phoneE164: [] }]);
    });

    it('refuses a wrong member type and bad qualification text', async () => {
      const agent = await admin();
      expect((await agent.post('/api/dashboard/our-members/member').send({ memberType: 'parent', fullName: 'X' }).expect(400)).body.message).toBe(M.memberTypeInvalid);
      expect((await agent.post('/api/dashboard/our-members/member').send({ memberType: 'staff', fullName: 'X', qualification: '[oops' }).expect(400)).body.message).toBe(M.qualificationInvalid);
    });
  });

  describe('courses and notices', () => {
    it('adds categories and courses, deletes a course by category and title, and a category with its courses', async () => {
      const agent = await admin();
      expect((await agent.post('/api/dashboard/notice-course/category').send({ category: '' }).expect(400)).body.message).toBe(M.categoryRequired);
      await agent.post('/api/dashboard/notice-course/category').send({ category: 'Masters' }).expect(201);
      expect((await agent.post('/api/dashboard/notice-course/category').send({ category: 'masters' }).expect(409)).body.message).toBe(M.categoryExists);
      expect((await agent.post('/api/dashboard/notice-course/course').send({ category: 'Masters' }).expect(400)).body.message).toBe(M.courseRequired);
      expect((await agent.post('/api/dashboard/notice-course/course').send({ category: 'Nope', courseName: 'MBA' }).expect(404)).body.message).toBe(M.categoryMissing);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Masters', courseName: 'MBA', fee: '₹1,00,000 - ₹1,50,000', duration: '2 years' }).expect(201);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Masters', courseName: 'MCA', fee: '₹90,000', duration: '2 years' }).expect(201);
      const courses = (await agent.get('/api/dashboard/notice-course/course').expect(200)).body.info;
      expect(courses).toEqual([
        {
          id: expect.any(String),
          category: 'Masters',
          course: [
            { id: expect.any(String), title: 'MBA', fee: '₹1,00,000 - ₹1,50,000', duration: '2 years' },
            { id: expect.any(String), title: 'MCA', fee: '₹90,000', duration: '2 years' },
          ],
        },
      ]);
      await agent.delete('/api/dashboard/notice-course/course').send({ category: 'Masters', courseTitle: 'MBA' }).expect(200);
      expect((await agent.delete('/api/dashboard/notice-course/course').send({ category: 'Masters', courseTitle: 'MBA' }).expect(404)).body.message).toBe(M.courseMissing);
      expect((await agent.get('/api/dashboard/notice-course/course')).body.info[0].course.map((c: { title: string }) => c.title)).toEqual(['MCA']);
      await agent.delete('/api/dashboard/notice-course/category').send({ category: 'Masters' }).expect(200);
      expect((await agent.get('/api/dashboard/notice-course/course')).body.info).toEqual([]);
    });
  });

  describe('contact', () => {
    it('saves contact details with up to 3 phones and e-mails', async () => {
      const agent = await admin();
      const details = { address: '1 Hill Road', latitude: 12.97, longitude: '77.59', phone: ['111', '222'], email: ['a@school.edu'], officeHours: '9-5' };
      const saved = await agent.post('/api/dashboard/contact/address').send(details).expect(200);
      expect(saved.body.info).toEqual({ ...details, latitude: '12.97', phoneE164: ['', ''] });
      expect((await agent.get('/api/dashboard/contact/address').expect(200)).body.info).toEqual({ ...details, latitude: '12.97', phoneE164: ['', ''] });
      const tooMany = await agent.post('/api/dashboard/contact/address').send({ ...details, phone: ['1111', '2222', '3333', '4444'] }).expect(400);
      expect(tooMany.body.message).toBe('At most 3 entries are allowed.');
      await agent.post('/api/dashboard/contact/address').send({ ...details, latitude: 'north' }).expect(400);
    });

    it('refuses social media links that are not web addresses', async () => {
      const agent = await admin();
      const response = await agent.post('/api/dashboard/contact/social-media').send({ socialMediaName: 'X', socialMediaURL: 'javascript:alert(1)' }).expect(400);
      expect(response.body).toEqual({ success: false, message: M.socialMediaUrlInvalid });
    });
  });

  describe('forgiving input', () => {
    it("adds https:// to a social link typed as a bare domain, and makes a WhatsApp chat link of a phone number, read in the account's country", async () => {
      const agent = await admin();
      await agent.post('/api/dashboard/contact/social-media').send({ socialMediaName: 'Instagram', socialMediaURL: 'instagram.com/ourschool' }).expect(201);
      await agent.post('/api/dashboard/contact/social-media').send({ socialMediaName: 'WhatsApp', socialMediaURL: '+91 98290 11111' }).expect(201);
      await agent.post('/api/dashboard/contact/social-media').send({ socialMediaName: 'WhatsApp office', socialMediaURL: '98290 22222' }).expect(201);
      const unreadable = await agent.post('/api/dashboard/contact/social-media').send({ socialMediaName: 'WhatsApp', socialMediaURL: '123' }).expect(400);
      expect(unreadable.body).toEqual({ success: false, message: M.socialMediaUrlInvalid });
      const listed = (await agent.get('/api/dashboard/contact/social-media').expect(200)).body.info as { title: string; url: string }[];
      expect(listed.map(({ title, url }) => ({ title, url }))).toEqual([
        { title: 'Instagram', url: 'https://instagram.com/ourschool' },
        { title: 'WhatsApp', url: 'https://wa.me/919829011111' },
        { title: 'WhatsApp office', url: 'https://wa.me/919829022222' },
      ]);
    });

    it("keeps a member's phones as typed and beside them in E.164, read in the account's country", async () => {
      const agent = await admin();
      const member = { memberType: 'faculty', fullName: 'Dr. Anita Rao', phone: ['919829011111', '123'] };
      const added = await agent.post('/api/dashboard/our-members/member').send(member).expect(201);
      expect(added.body.info.facultyMember[0]).toMatchObject({ phone: ['919829011111', '123'], phoneE164: ['+919829011111', ''] });
      const id = added.body.info.facultyMember[0].id as string;
      const edited = await agent.patch(`/api/dashboard/our-members/faculty/${id}`).send({ phone: ['+91 80 2345 6789'] }).expect(200);
      expect(edited.body.info.facultyMember[0]).toMatchObject({ phone: ['+91 80 2345 6789'], phoneE164: ['+918023456789'] });
    });
  });

  describe('template', () => {
    it('starts on run, switches to nbl, and refuses unavailable templates', async () => {
      const agent = await admin();
      expect((await agent.get('/api/dashboard/template/template-state').expect(200)).body.info).toMatchObject({ templateName: 'run', templateId: 'run' });
      expect((await agent.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200)).body).toEqual({ success: true, message: M.templateUpdated });
      expect((await agent.get('/api/dashboard/template/template-state')).body.info).toMatchObject({ templateName: 'nbl', link: '/web/nbl' });
      for (const templateId of ['techlight', 'blackstra', 'nope']) {
        const refused = await agent.post('/api/dashboard/template/template-update').send({ templateId }).expect(400);
        expect(refused.body).toEqual({ success: false, message: M.templateNotSelectable });
      }
    });
  });

  describe('profile', () => {
    it('shows the profile and updates the phone by the rules of §5', async () => {
      const agent = await admin();
      const info = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info;
      expect(info).toMatchObject({ userId: expect.stringMatching(/^single/), country: 'india', phone: '1112223333', organizationLogo: '', isAccountVerified: false, isPublish: false });
      expect((await agent.post('/api/dashboard/profile/profile-update').send({ phone: '' }).expect(400)).body.message).toBe(API_MESSAGES.profile.phoneRequired);
      expect((await agent.post('/api/dashboard/profile/profile-update').send({ phone: '1112223333' }).expect(400)).body.message).toBe(API_MESSAGES.profile.phoneSame);
      expect((await agent.post('/api/dashboard/profile/profile-update').send({ phone: '9998887777' }).expect(200)).body).toEqual({ success: true, message: API_MESSAGES.profile.phoneUpdated });
      expect((await agent.get('/api/dashboard/profile/info')).body.info.phone).toBe('9998887777');
    });

    it('publishes and hides the website', async () => {
      const agent = await admin(true);
      expect((await agent.post('/api/dashboard/profile/publish-web').expect(200)).body).toEqual({ success: true, message: API_MESSAGES.profile.published });
      expect((await agent.get('/api/dashboard/profile/info')).body.info.isPublish).toBe(true);
      expect((await agent.post('/api/dashboard/profile/unpublish-web').expect(200)).body).toEqual({ success: true, message: API_MESSAGES.profile.unpublished });
      expect((await agent.get('/api/dashboard/profile/info')).body.info.isPublish).toBe(false);
    });
  });
});

/** The organisation id of a signed-in admin. */
async function organizationIdOf(agent: Awaited<ReturnType<typeof signedInAdmin>>): Promise<string> {
  return (await agent.get('/api/dashboard/profile/info')).body.info._id;
}
