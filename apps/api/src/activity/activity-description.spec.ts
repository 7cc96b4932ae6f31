import { activityOf } from './activity-description';

describe('what the activity record says of a change', () => {
  it.each([
    ['POST', '/api/dashboard/profile/publish-web', {}, 'publish', 'Published the site'],
    ['POST', '/api/dashboard/profile/language', { language: 'hi' }, 'profile', 'Changed their dashboard language'],
    ['POST', '/api/dashboard/profile/slug', { slug: 'hill-view' }, 'address', 'Changed the site address to /s/hill-view'],
    ['POST', '/api/dashboard/profile/time-zone', { timeZone: 'Asia/Dubai' }, 'profile', 'Chose the time zone Asia/Dubai'],
    ['POST', '/api/dashboard/template/template-update', { templateId: 'nbl' }, 'template', 'Changed the template to nbl'],
    ['POST', '/api/dashboard/team/invitations', { email: 'a@b.in', role: 'editor' }, 'team', 'Invited a@b.in as Editor'],
    ['POST', '/api/dashboard/team/0123456789abcdef01234567/role', { role: 'owner' }, 'team', "Changed a member's role to Owner"],
    ['POST', '/api/dashboard/approvals/0123456789abcdef01234567/approve', {}, 'approvals', 'Approved a change'],
    ['POST', '/api/dashboard/notice-course/notice', { noticeTitle: 'Sports Day' }, 'notice-course', 'Saved notice: Sports Day'],
    ['DELETE', '/api/dashboard/about/faq/0?id=0123456789abcdef', {}, 'about', 'Deleted from faq'],
    ['POST', '/api/dashboard/about/faq/0123456789abcdef/move', { to: 1 }, 'about', 'Moved an item in faq'],
  ])('%s %s', (method, path, body, section, what) => {
    expect(activityOf(method, path, body)).toEqual({ section, what });
  });
});
