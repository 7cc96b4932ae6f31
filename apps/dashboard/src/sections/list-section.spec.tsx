import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admissionSection, applicationFormSection, calendarSection } from '../pages/academics/academics-sections';
import { facilitySection, faqSection, historySection } from '../pages/about/about-sections';
import { socialMediaSection } from '../pages/contact/social-media-section';
import { noticeSection } from '../pages/course-notice/notice-section';
import { missionSection, overviewSection, visionSection } from '../pages/home/home-sections';
import { activitySection, gallerySection, sliderSection } from '../pages/visible/visible-sections';
import { failure, formFieldNames, ok, stubApi, type ApiStub } from '../testing/api-stub';
import { ListSection, type ListSectionConfig } from './list-section';

const png = () => new File(['png-bytes'], 'picture.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' });

type Fill = [label: string, value: string | (() => File)];

/** Expectations written from the spec (§3 names, §5 checks, §7 calls, §8 errors), not read from the configs. */
interface Case {
  name: string;
  config: ListSectionConfig<never>;
  submit: string;
  listPath: string;
  listBody: Record<string, unknown>;
  addPath: string;
  encoding: 'json' | 'multipart';
  fill: Fill[];
  sent: string[];
  required?: string;
  addFailed: string;
  itemText: string;
  remove: { path: string; json?: unknown };
  deleteFailed: string;
}

const d = '/api/dashboard';
const cases: Case[] = [
  {
    name: 'overview',
    config: overviewSection,
    submit: 'Add overview',
    listPath: `${d}/home/overview`,
    listBody: { overview: [{ overviewContent: 'We teach children well', imageUrl: { url: '/api/files/o.png' } }] },
    addPath: `${d}/home/overview`,
    encoding: 'multipart',
    fill: [['Overview', 'A caring school'], ['Overview image', png]],
    sent: ['overviewContent', 'overviewImage'],
    required: 'Please fill in all fields before submitting.',
    addFailed: 'Something went wrong while adding overview. Please try again.',
    itemText: 'We teach children well',
    remove: { path: `${d}/home/overview/0` },
    deleteFailed: 'Something went wrong while deleting Slider/Image, Please try again!',
  },
  {
    name: 'vision',
    config: visionSection,
    submit: 'Add vision',
    listPath: `${d}/home/vision-mission`,
    listBody: { vision: ['Every child reads'], mission: ['Not this one'] },
    addPath: `${d}/home/vision`,
    encoding: 'json',
    fill: [['Vision', 'Learning for all']],
    sent: ['vision'],
    required: 'Please fill Vision field before submitting.',
    addFailed: 'Something went wrong. Please try again.',
    itemText: 'Every child reads',
    remove: { path: `${d}/home/vision/0` },
    deleteFailed: 'Failed to Remove Vision',
  },
  {
    name: 'mission',
    config: missionSection,
    submit: 'Add mission',
    listPath: `${d}/home/vision-mission`,
    listBody: { info: { vision: ['Not this one'], mission: ['Teach with care'] } },
    addPath: `${d}/home/mission`,
    encoding: 'json',
    fill: [['Mission', 'Open doors']],
    sent: ['mission'],
    required: 'Please fill Mission field before submitting.',
    addFailed: 'Something went wrong. Please try again.',
    itemText: 'Teach with care',
    remove: { path: `${d}/home/mission/0` },
    deleteFailed: 'Failed to Mission!',
  },
  {
    name: 'slider',
    config: sliderSection,
    submit: 'Add slide',
    listPath: `${d}/visible/slider`,
    listBody: { slider: [{ sliderQuote: 'Dream big', imageUrl: { url: '/api/files/s.png' } }] },
    addPath: `${d}/visible/slider`,
    encoding: 'multipart',
    fill: [['Slider quote', 'Reach high'], ['Slider image', png]],
    sent: ['sliderQuote', 'sliderImage'],
    required: 'Please Fill all the fields before submiting!',
    addFailed: 'Something went wrong. Please try again.',
    itemText: 'Dream big',
    remove: { path: `${d}/visible/slider/0` },
    deleteFailed: 'Something went wrong while deleting Slider/Image, Please try again!',
  },
  {
    name: 'gallery',
    config: gallerySection,
    submit: 'Upload image',
    listPath: `${d}/visible/gallery`,
    listBody: { gallery: [{ url: '/api/files/g.png' }] },
    addPath: `${d}/visible/gallery`,
    encoding: 'multipart',
    fill: [['Gallery image', png]],
    sent: ['galleryImage'],
    required: 'Please upload Image, Before the submit!',
    addFailed: 'Failed to upload Image!!',
    // Named by its file, never by its place.
    itemText: 'g.png',
    remove: { path: `${d}/visible/gallery/0` },
    deleteFailed: 'Something went wrong while deleting Slider/Image, Please try again!',
  },
  {
    name: 'activity',
    config: activitySection,
    submit: 'Add activity',
    listPath: `${d}/visible/activitie`,
    listBody: { activity: [{ title: 'Sports day', content: 'Races', imageUrl: { url: '/api/files/a.png' } }] },
    addPath: `${d}/visible/activitie`,
    encoding: 'multipart',
    fill: [
      ['Activity name', 'Music'],
      ['Activity content', 'Choir and band'],
    ],
    sent: ['activitieTitle', 'activitieContent'],
    required: 'Activity Name and Content both are required!!',
    addFailed: 'Failed to upload Activity, Please try again!!',
    itemText: 'Sports day',
    remove: { path: `${d}/visible/activitie/0` },
    deleteFailed: 'Activity could not deleted, Please try again!',
  },
  {
    name: 'facility',
    config: facilitySection,
    submit: 'Add facility',
    listPath: `${d}/about/facility`,
    listBody: { info: [{ title: 'Library', content: 'Ten thousand books' }] },
    addPath: `${d}/about/facility`,
    encoding: 'multipart',
    fill: [
      ['Facility name', 'Lab'],
      ['About facility', 'Science lab'],
      ['Facility image (optional)', png],
    ],
    sent: ['facilityName', 'facilityContent', 'facilityImage'],
    required: 'Facility name and about Facility both fields are required!',
    addFailed: 'Failed to Save the Content!',
    itemText: 'Library',
    remove: { path: `${d}/about/facility/0` },
    deleteFailed: 'Facility could not deleted, Please try again!',
  },
  {
    name: 'faq',
    config: faqSection,
    submit: 'Add question',
    listPath: `${d}/about/faq`,
    listBody: { faq: [{ question: 'When does school start?', answer: 'June' }] },
    addPath: `${d}/about/faq`,
    encoding: 'json',
    fill: [
      ['Question', 'Is there a bus?'],
      ['Answer', 'Yes'],
    ],
    sent: ['question', 'answer'],
    required: 'Question and Answer both fields are required!',
    addFailed: 'Failed to Save the Content!',
    itemText: 'When does school start?',
    remove: { path: `${d}/about/faq/0` },
    deleteFailed: 'Question could not deleted, Please try again!',
  },
  {
    name: 'history',
    config: historySection,
    submit: 'Add history',
    listPath: `${d}/about/history`,
    listBody: { history: [{ title: 'Founded 1950', content: 'By the town' }] },
    addPath: `${d}/about/history`,
    encoding: 'multipart',
    fill: [
      ['Title', 'New wing'],
      ['About history', 'Built in 1990'],
    ],
    sent: ['tagLine', 'content'],
    required: 'Title and about Facility both fields are required!',
    addFailed: 'Failed to Save the History!',
    itemText: 'Founded 1950',
    remove: { path: `${d}/about/history/0` },
    deleteFailed: 'History could not deleted, Please try again!',
  },
  {
    name: 'calendar of events',
    config: calendarSection,
    submit: 'Add event',
    listPath: `${d}/academics/calendar-of-event`,
    listBody: { info: [{ title: 'Sports meet', date: '2026-12-01' }] },
    addPath: `${d}/academics/calendar-of-event`,
    encoding: 'json',
    fill: [
      ['Event name', 'Exams'],
      ['Event date', '2026-03-10'],
    ],
    sent: ['eventTitle', 'eventDate', 'tellSubscribers'],
    required: 'Event name and date both are required!',
    addFailed: 'Failed to add Event!',
    itemText: 'Sports meet',
    remove: { path: `${d}/academics/calendar-of-event`, json: { index: 0 } },
    deleteFailed: 'Event could not deleted, Please try again!',
  },
  {
    name: 'application form',
    config: applicationFormSection,
    submit: 'Upload form',
    listPath: `${d}/academics/application-form`,
    listBody: { info: [{ title: 'Admission form', fileUrl: { url: '/api/files/f.pdf' } }] },
    addPath: `${d}/academics/application-form`,
    encoding: 'multipart',
    fill: [
      ['Form title', 'Hostel form'],
      ['Application form (PDF)', pdf],
    ],
    sent: ['formTitle', 'applicationForm'],
    required: 'Title and Form both are required!',
    addFailed: 'Failed to upload Form!',
    itemText: 'Admission form',
    remove: { path: `${d}/academics/application-form`, json: { index: 0 } },
    deleteFailed: 'Form could not deleted, Please try again!',
  },
  {
    name: 'admission process',
    config: admissionSection,
    submit: 'Add step',
    listPath: `${d}/academics/admission-process`,
    listBody: { info: [{ title: 'Apply online', content: 'Fill the form' }] },
    addPath: `${d}/academics/admission-process`,
    encoding: 'json',
    fill: [
      ['Step title', 'Interview'],
      ['Step details', 'Meet the principal'],
    ],
    sent: ['stepTitle', 'content'],
    required: 'Title and content both are required!',
    addFailed: 'Failed to add details!',
    itemText: 'Apply online',
    remove: { path: `${d}/academics/admission-process`, json: { index: 0 } },
    deleteFailed: 'Process could not deleted, Please try again!',
  },
  {
    name: 'notice',
    config: noticeSection,
    submit: 'Upload notice',
    listPath: `${d}/notice-course/notice`,
    listBody: { info: [{ title: 'Holiday', uploadDate: '2026-11-02T10:00:00Z', fileUrl: { url: '/api/files/n.png' } }] },
    addPath: `${d}/notice-course/notice`,
    encoding: 'multipart',
    fill: [
      ['Notice title', 'Exam dates'],
      ['Notice file (image or PDF)', png],
    ],
    sent: ['noticeTitle', 'noticeFile'],
    required: 'Title and File both required!',
    addFailed: 'Notice could not upload!!',
    itemText: 'Holiday',
    remove: { path: `${d}/notice-course/notice/0` },
    deleteFailed: 'Notice could not deleted, Please try again!',
  },
  {
    name: 'social media',
    config: socialMediaSection,
    submit: 'Add social link',
    listPath: `${d}/contact/social-media`,
    listBody: { info: [{ title: 'Facebook', url: 'https://facebook.com/school', icon: { url: '/api/files/i.png' } }] },
    addPath: `${d}/contact/social-media`,
    encoding: 'multipart',
    fill: [
      ['Social media name', 'YouTube'],
      ['Social media URL', 'https://youtube.com/school'],
      ['Logo (optional)', png],
    ],
    sent: ['socialMediaName', 'socialMediaURL', 'socialMediaLogo'],
    addFailed: 'Social URL could not uploaded, Please try again!',
    itemText: 'Facebook',
    remove: { path: `${d}/contact/social-media/0` },
    deleteFailed: 'Social URL could not deleted, Please try again!',
  },
];

async function fillForm(user: ReturnType<typeof userEvent.setup>, fill: Fill[]) {
  for (const [label, value] of fill) {
    const control = screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea, select' });
    if (typeof value === 'function') await user.upload(control, value());
    else if (control.type === 'date') fireEvent.change(control, { target: { value } });
    else await user.type(control, value);
  }
}

function renderSection(c: Case): ApiStub {
  const api = stubApi().on('GET', c.listPath, ok(c.listBody));
  render(<ListSection config={c.config} />);
  return api;
}

describe.each(cases)('$name section', (c) => {
  it('lists the saved items with a preview', async () => {
    const api = renderSection(c);
    expect(await screen.findByText(c.itemText)).toBeTruthy();
    expect(api.callsTo('GET', c.listPath)[0].credentials).toBe('include');
  });

  if (c.required) {
    it('shows the spec message once, in an alert, and sends nothing when a required field is empty', async () => {
      const user = userEvent.setup({ delay: null });
      const api = renderSection(c);
      await screen.findByText(c.itemText);
      await user.click(screen.getByRole('button', { name: c.submit }));
      expect(screen.getByRole('alert').textContent).toBe(c.required);
      expect(screen.getAllByText(c.required!)).toHaveLength(1);
      expect(api.callsTo('POST', c.addPath)).toHaveLength(0);
    });
  }

  it('sends the spec field names, reports success and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderSection(c).on('POST', c.addPath, ok({ message: 'Added successfully.' }));
    await screen.findByText(c.itemText);
    await fillForm(user, c.fill);
    await user.click(screen.getByRole('button', { name: c.submit }));

    expect((await screen.findByText('Added successfully.')).getAttribute('role')).toBe('status');
    const [post] = api.callsTo('POST', c.addPath);
    if (c.encoding === 'json') {
      expect(Object.keys(post.json as object)).toEqual(c.sent);
      expect(post.form).toBeUndefined();
    } else {
      expect(formFieldNames(post.form)).toEqual(c.sent);
      for (const [label, value] of c.fill) {
        if (typeof value === 'function') expect(post.form?.get(c.sent[c.fill.findIndex((f) => f[0] === label)])).toBeInstanceOf(File);
      }
    }
    await waitFor(() => expect(api.callsTo('GET', c.listPath)).toHaveLength(2));
  });

  it('shows the spec failure message when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(c).on('POST', c.addPath, failure(400, 'Bad file'));
    await screen.findByText(c.itemText);
    await fillForm(user, c.fill);
    await user.click(screen.getByRole('button', { name: c.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(c.addFailed);
  });

  it('deletes by list position after confirming in a dialog, then reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderSection(c);
    api.on('DELETE', c.remove.path, ok({ message: 'Removed successfully.' }));
    await screen.findByText(c.itemText);
    await user.click(screen.getByRole('button', { name: /^Delete / }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByText('Removed successfully.')).getAttribute('role')).toBe('status');
    const [call] = api.callsTo('DELETE', c.remove.path);
    expect(call.json).toEqual(c.remove.json);
    await waitFor(() => expect(api.callsTo('GET', c.listPath)).toHaveLength(2));
  });

  it('shows the spec message when the delete fails', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderSection(c);
    api.on('DELETE', c.remove.path, failure(400, 'There is no item at this position.'));
    await screen.findByText(c.itemText);
    await user.click(screen.getByRole('button', { name: /^Delete / }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(c.deleteFailed);
  });
});

describe('list previews', () => {
  it('cut overview text to 7 words with an ellipsis above 15 words, other lists to 7 words without', async () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
    stubApi()
      .on('GET', `${d}/home/overview`, ok({ overview: [{ overviewContent: long, imageUrl: { url: '/x.png' } }] }))
      .on('GET', `${d}/about/faq`, ok({ faq: [{ question: 'Q', answer: long }] }));
    render(
      <>
        <ListSection config={overviewSection} />
        <ListSection config={faqSection} />
      </>,
    );
    expect(await screen.findByText('one two three four five six seven...')).toBeTruthy();
    expect(await screen.findByText('one two three four five six seven')).toBeTruthy();
  });

  it('declining the delete dialog (Escape) sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq: [{ question: 'Q1', answer: 'A' }] }));
    render(<ListSection config={faqSection} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Q1' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });
});

describe('file pickers', () => {
  it.each([
    [applicationFormSection, 'Application form (PDF)', 'application/pdf,.pdf'],
    [gallerySection, 'Gallery image', 'image/*'],
    [sliderSection, 'Slider image', 'image/*'],
    [noticeSection, 'Notice file (image or PDF)', 'image/*,application/pdf,.pdf'],
  ] as const)('accept what the spec allows (%#)', (config, label, accept) => {
    stubApi();
    render(<ListSection config={config as ListSectionConfig<never>} />);
    expect(screen.getByLabelText(label).getAttribute('accept')).toBe(accept);
  });
});

describe('deletes name the stable id too, when the item has one', () => {
  it.each([
    [faqSection, `${d}/about/faq`, { faq: [{ id: 'a1b2c3d4e5f60718', question: 'Q1', answer: 'A' }] }, `${d}/about/faq/0?id=a1b2c3d4e5f60718`, undefined],
    [
      calendarSection,
      `${d}/academics/calendar-of-event`,
      { info: [{ id: 'a1b2c3d4e5f60718', title: 'Q1', date: '2026-01-01' }] },
      `${d}/academics/calendar-of-event`,
      { index: 0, id: 'a1b2c3d4e5f60718' },
    ],
  ] as const)('%#', async (config, listPath, listBody, deletePath, json) => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', listPath, ok(listBody)).on('DELETE', deletePath, ok());
    render(<ListSection config={config as ListSectionConfig<never>} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Q1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', deletePath)).toHaveLength(1));
    expect(api.callsTo('DELETE', deletePath)[0].json).toEqual(json);
  });
});

describe('after a change the list is the one the server answered with, not read again', () => {
  const FAQ = `${d}/about/faq`;
  const q = (n: number) => ({ id: `a1b2c3d4e5f6071${n}`, question: `Q${n}`, answer: `A${n}` });

  it('after an add', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi()
      .on('GET', FAQ, ok({ faq: [q(1)] }))
      .on('POST', FAQ, ok({ message: 'Added successfully.', info: [q(1), q(2)], faq: [q(1), q(2)] }));
    render(<ListSection config={faqSection} />);
    await screen.findByText('Q1');
    await fillForm(user, [['Question', 'Q2'], ['Answer', 'A2']]);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await within(screen.getByRole('list', { name: 'FAQ list' })).findByText('Q2')).toBeTruthy();
    expect(api.callsTo('GET', FAQ)).toHaveLength(1);
  });

  it('after an edit and after a delete', async () => {
    const user = userEvent.setup({ delay: null });
    const edited = { ...q(1), question: 'Q1 changed' };
    const api = stubApi()
      .on('GET', FAQ, ok({ faq: [q(1), q(2)] }))
      .on('PATCH', `${FAQ}/${q(1).id}`, ok({ message: 'Saved successfully.', info: [edited, q(2)], faq: [edited, q(2)] }))
      .on('DELETE', `${FAQ}/1?id=${q(2).id}`, ok({ message: 'Removed successfully.', info: [edited], faq: [edited] }));
    render(<ListSection config={faqSection} />);
    await screen.findByText('Q1');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    await user.type(screen.getByDisplayValue('Q1'), ' changed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Q1 changed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Q2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Q2')).toBeNull());
    expect(screen.getByText('Q1 changed')).toBeTruthy();
    expect(api.callsTo('GET', FAQ)).toHaveLength(1);
  });
});

describe('a form the spec gives no check of its own (§5)', () => {
  it('sends a blank social link and shows the spec failure when the server refuses it', async () => {
    const user = userEvent.setup({ delay: null });
    const social = `${d}/contact/social-media`;
    const api = stubApi().on('GET', social, ok({ info: [] })).on('POST', social, failure(400, 'Social media name and URL both are required!'));
    render(<ListSection config={socialMediaSection} />);
    await screen.findByText('Nothing added yet.');
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Social URL could not uploaded, Please try again!');
    expect(api.callsTo('POST', social)).toHaveLength(1);
  });
});
