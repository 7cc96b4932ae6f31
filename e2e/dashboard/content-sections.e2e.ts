import { card, eventually, expectAlert, expectValidation, imageLoaded, useDashboardSession } from './support/dashboard-session';
import { addSeeAndDelete, fillFields, type ListJourney } from './support/list-journey';

/**
 * Issue 4 point 6: the admin signs in and, in every section of Home, Visible, About and Academics,
 * meets the spec §5 message of a blank form once, adds an item (with a real picture or PDF where the
 * section takes one), sees it listed and stored, and deletes it through the confirmation dialog.
 */
const session = useDashboardSession();

const api = '/api/dashboard';
const anyFileUrl = { url: expect.stringMatching(/^\/api\/files\//) };
const longOverview =
  'Greenfield has taught the children of the valley since 1962 with small classes, caring teachers and a library open to all';

const journeys: ListJourney[] = [
  {
    route: 'home',
    heading: 'Home',
    card: 'Overview',
    submit: 'Add overview',
    blankForm: 'Please fill in all fields before submitting.',
    fill: [
      ['Overview', longOverview],
      ['Overview image', { file: 'jpeg' }],
    ],
    // Spec §2: the first 7 words, with an ellipsis because the text is longer than 15 words.
    listed: ['Greenfield has taught the children of the...'],
    picture: 'Overview image 1',
    api: { path: `${api}/home/overview`, key: 'overview', item: { overviewContent: longOverview, imageUrl: anyFileUrl } },
  },
  {
    route: 'home',
    heading: 'Home',
    card: 'Vision',
    submit: 'Add vision',
    blankForm: 'Please fill Vision field before submitting.',
    fill: [['Vision', 'Every child leaves school a confident curious reader']],
    listed: ['Every child leaves school a confident curious'],
    api: { path: `${api}/home/vision-mission`, key: 'vision', item: 'Every child leaves school a confident curious reader' },
  },
  {
    route: 'home',
    heading: 'Home',
    card: 'Mission',
    submit: 'Add mission',
    blankForm: 'Please fill Mission field before submitting.',
    fill: [['Mission', 'Teach with care']],
    listed: ['Teach with care'],
    api: { path: `${api}/home/vision-mission`, key: 'mission', item: 'Teach with care' },
  },
  {
    route: 'visible',
    heading: 'Visible',
    card: 'Slider',
    submit: 'Add slide',
    blankForm: 'Please Fill all the fields before submiting!',
    fill: [
      ['Slider quote', 'Dream big, work hard'],
      ['Slider image', { file: 'jpeg' }],
    ],
    listed: ['Dream big, work hard'],
    picture: 'Slide 1',
    api: { path: `${api}/visible/slider`, key: 'slider', item: { sliderQuote: 'Dream big, work hard', imageUrl: anyFileUrl } },
  },
  {
    route: 'visible',
    heading: 'Visible',
    card: 'Gallery',
    submit: 'Upload image',
    blankForm: 'Please upload Image, Before the submit!',
    fill: [['Gallery image', { file: 'png' }]],
    // Named from its file (school-logo.png), never by its place.
    listed: ['School logo', 'No alt text yet'],
    picture: 'School logo',
    api: { path: `${api}/visible/gallery`, key: 'gallery', item: { ...anyFileUrl, caption: 'School logo' } },
  },
  {
    route: 'visible',
    heading: 'Visible',
    card: 'Activities',
    submit: 'Add activity',
    blankForm: 'Activity Name and Content both are required!!',
    fill: [
      ['Activity name', 'Science fair'],
      ['Activity content', 'Pupils show their experiments to parents'],
      ['Activity image (optional)', { file: 'jpeg' }],
    ],
    listed: ['Science fair', 'Pupils show their experiments to parents'],
    picture: 'Activity 1',
    api: {
      path: `${api}/visible/activitie`,
      key: 'activity',
      item: { title: 'Science fair', content: 'Pupils show their experiments to parents', imageUrl: anyFileUrl },
    },
  },
  {
    route: 'about',
    heading: 'About',
    card: 'Facilities',
    submit: 'Add facility',
    blankForm: 'Facility name and about Facility both fields are required!',
    fill: [
      ['Facility name', 'Library'],
      ['About facility', 'Twelve thousand books and a quiet reading room'],
      ['Facility image (optional)', { file: 'jpeg' }],
    ],
    listed: ['Library', 'Twelve thousand books and a quiet reading'],
    picture: 'Facility 1',
    api: {
      path: `${api}/about/facility`,
      key: 'facility',
      item: { title: 'Library', content: 'Twelve thousand books and a quiet reading room', imageUrl: anyFileUrl },
    },
  },
  {
    route: 'about',
    heading: 'About',
    card: 'FAQ',
    submit: 'Add question',
    blankForm: 'Question and Answer both fields are required!',
    fill: [
      ['Question', 'When does admission open?'],
      ['Answer', 'In March'],
    ],
    listed: ['When does admission open?', 'In March'],
    api: { path: `${api}/about/faq`, key: 'faq', item: { question: 'When does admission open?', answer: 'In March' } },
  },
  {
    route: 'about',
    heading: 'About',
    card: 'Organisation history',
    submit: 'Add history',
    // Spec §5 verbatim (the history form's message names "about Facility").
    blankForm: 'Title and about Facility both fields are required!',
    fill: [
      ['Title', 'Founded in 1962'],
      ['About history', 'Three teachers opened the first classroom'],
      ['History image (optional)', { file: 'jpeg' }],
    ],
    listed: ['Founded in 1962', 'Three teachers opened the first classroom'],
    picture: 'History 1',
    api: {
      path: `${api}/about/history`,
      key: 'history',
      item: { title: 'Founded in 1962', content: 'Three teachers opened the first classroom', imageUrl: anyFileUrl },
    },
  },
  {
    route: 'academics',
    heading: 'Academics',
    card: 'Calendar of events',
    submit: 'Add event',
    blankForm: 'Event name and date both are required!',
    fill: [
      ['Event name', 'Annual sports day'],
      ['Event date', '2026-12-15'],
    ],
    listed: ['Annual sports day', '15 Dec 2026'],
    api: {
      path: `${api}/academics/calendar-of-event`,
      key: 'calendarOfEvents',
      item: { title: 'Annual sports day', date: expect.stringMatching(/^2026-12-15/) },
    },
  },
  {
    route: 'academics',
    heading: 'Academics',
    card: 'Application forms',
    submit: 'Upload form',
    blankForm: 'Title and Form both are required!',
    fill: [
      ['Form title', 'Admission form 2027'],
      ['Application form (PDF)', { file: 'pdf' }],
    ],
    listed: ['Admission form 2027'],
    download: { link: 'Open Admission form 2027', contentType: 'application/pdf' },
    api: { path: `${api}/academics/application-form`, key: 'applicationForms', item: { title: 'Admission form 2027', fileUrl: anyFileUrl } },
  },
  {
    route: 'academics',
    heading: 'Academics',
    card: 'Admission process',
    submit: 'Add step',
    blankForm: 'Title and content both are required!',
    fill: [
      ['Step title', 'Submit the form'],
      ['Step details', 'Bring the signed form to the office'],
    ],
    listed: ['Submit the form', 'Bring the signed form to the office'],
    api: {
      path: `${api}/academics/admission-process`,
      key: 'admissionProcess',
      item: { title: 'Submit the form', content: 'Bring the signed form to the office' },
    },
  },
];

describe('list sections: add, see listed, delete, and the §5 message of a blank form', () => {
  it.each(journeys.map((journey) => [`${journey.heading} › ${journey.card}`, journey] as const))('%s', async (_, journey) => {
    await addSeeAndDelete(session, journey);
  });
});

describe('Home forms without a list', () => {
  it('organisation info: all-empty message, then name, welcome message, welcome image and logo are saved; the profile shows the logo', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    const organisation = card(page, 'Organisation');
    const save = organisation.getByRole('button', { name: 'Save organisation' });
    // The form opens with what is saved (the name given at sign-up); emptied, it says so.
    const name = organisation.getByLabel('Organization name', { exact: true });
    await eventually(async () => expect(await name.inputValue()).toBe('Greenfield Public School'));
    await name.fill('');
    await save.click();
    await expectValidation(organisation, 'All fields cannot be empty!');

    await fillFields(organisation, session.files, [
      ['Organization name', 'Greenfield Public School'],
      ['Welcome message', 'Welcome to Greenfield, where every child matters.'],
      ['Welcome image', { file: 'jpeg' }],
      ['Organization logo', { file: 'png' }],
    ]);
    await save.click();
    await expectAlert(organisation, 'Saved successfully.');
    await eventually(async () => expect(await name.inputValue()).toBe('Greenfield Public School'));

    const profile = await session.apiGet(`${api}/profile/info`);
    expect((profile['info'] as { organizationLogo?: unknown }).organizationLogo).toBeTruthy();
    await session.open('profile', 'Profile');
    expect(await imageLoaded(page.getByRole('img', { name: 'Organization logo' }))).toBe(true);
    expect(await page.getByRole('img', { name: 'Default avatar' }).count()).toBe(0);
  });

  it('text logo: both parts are required, then both are saved', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    const textLogo = card(page, 'Text logo');
    await textLogo.getByLabel('Start of logo').fill('Green');
    await textLogo.getByRole('button', { name: 'Save text logo' }).click();
    await expectValidation(textLogo, 'Both fields are required!');

    await textLogo.getByLabel('End of logo').fill('field');
    await textLogo.getByRole('button', { name: 'Save text logo' }).click();
    await expectAlert(textLogo, 'Saved successfully.');
  });

  it('what the Home forms saved reaches the published site content', async () => {
    await session.verifyEmail();
    const publish = await session.context.request.post('/api/dashboard/profile/publish-web');
    expect(publish.status()).toBe(200);
    // Other journeys' schools of the same name may share this server: search finds this one by its id.
    const { _id: id } = (await session.apiGet('/api/dashboard/profile/info'))['info'] as { _id: string };
    const found = await session.context.request.get('/api/search/suggestion?searchValue=Greenfield');
    const school = ((await found.json()) as { info: { _id: string; organizationName: string }[] }).info.find((suggested) => suggested._id === id);
    expect(school?.organizationName).toBe('Greenfield Public School');
    const content = await session.context.request.get(`/api/web/all-content?organizationId=${id}`);
    expect(content.status()).toBe(200);
    const info = ((await content.json()) as { info: Record<string, unknown> }).info;
    expect(info).toMatchObject({
      organizationName: 'Greenfield Public School',
      welcomeMessage: { welcomeMsg: 'Welcome to Greenfield, where every child matters.', imageUrl: anyFileUrl },
      textLogo: { startLogo: 'Green', endLogo: 'field' },
    });
  });
});

describe('by keyboard alone', () => {
  it('adds a question and deletes it through the dialog without a mouse', async () => {
    const { page } = session;
    await session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await faq.getByText('Nothing added yet.').waitFor();

    await faq.getByLabel('Question').focus();
    await page.keyboard.type('Is there a school bus?');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yes, on every route');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add question');
    await page.keyboard.press('Enter');
    await expectAlert(faq, 'Added successfully.');

    const remove = faq.getByRole('button', { name: 'Delete Is there a school bus?' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete “Is there a school bus?”?' });
    await dialog.waitFor();
    // The safe answer has the focus; Tab moves to Delete.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await page.keyboard.press('Enter');
    await expectAlert(faq, 'Removed successfully.');
    await faq.getByText('Nothing added yet.').waitFor();
    expect((await session.apiGet(`${api}/about/faq`))['faq']).toEqual([]);
  });
});
