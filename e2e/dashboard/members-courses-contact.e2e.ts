import {
  answerDialog,
  card,
  eventually,
  expectAlert,
  expectValidation,
  imageLoaded,
  rowsOf,
  useDashboardSession,
} from './support/dashboard-session';
import { addSeeAndDelete, fillFields } from './support/list-journey';

/**
 * Issue 4 point 6: Our Members (faculty and staff with a picture and repeatable qualification, e-mail
 * and phone entries), Notice & Courses (category, course, confirmed category delete, notice with a
 * picture) and Contact (details with the browser's location, social media), in a real browser
 * against the real API.
 */
const session = useDashboardSession();

const api = '/api/dashboard';
const anyFileUrl = { url: expect.stringMatching(/^\/api\/files\//) };

async function members() {
  return (await session.apiGet(`${api}/our-members/member`))['info'] as { facultyMember: unknown[]; staffMember: unknown[] };
}

describe('Our Members', () => {
  it('adds a faculty member with a picture and repeatable entries, lists and stores them, then deletes through the dialog', async () => {
    const { page } = session;
    await session.open('members', 'Our Members');
    const form = card(page, 'Add a member');
    const faculty = card(page, 'Faculty');
    await faculty.getByText('Nothing added yet.').waitFor();

    await fillFields(form, session.files, [
      ['Full name', 'Asha Rao'],
      ['Designation', 'Principal'],
      ['Member image', { file: 'jpeg' }],
    ]);
    expect(await form.getByRole('radio', { name: 'Faculty' }).isChecked()).toBe(true);

    const addQualification = form.getByRole('button', { name: 'Add qualification' });
    await addQualification.click(); // a blank entry is never added (spec §5)
    expect(await form.getByRole('list', { name: 'Qualification entries' }).count()).toBe(0);
    for (const entry of ['M.Sc. Physics', 'Typo', 'Ph.D.']) {
      await form.getByLabel('Qualification', { exact: true }).fill(entry);
      await addQualification.click();
    }
    await form.getByRole('button', { name: 'Remove Typo' }).click();
    expect(await form.getByRole('list', { name: 'Qualification entries' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('M.Sc. Physics'),
      expect.stringContaining('Ph.D.'),
    ]);

    await form.getByLabel('E-mail', { exact: true }).fill('asha@greenfield.example');
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    await form.getByLabel('E-mail', { exact: true }).fill('principal@greenfield.example');
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    // The phone entry keeps digits only.
    await form.getByLabel('Phone', { exact: true }).fill('98765 43210');
    expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe('9876543210');
    await form.getByRole('button', { name: 'Add phone' }).click();

    await form.getByRole('button', { name: 'Add member' }).click();
    await expectAlert(form, 'Added successfully.');
    expect(await form.getByLabel('Full name').inputValue()).toBe('');
    expect(await form.getByRole('list', { name: 'Qualification entries' }).count()).toBe(0);

    await eventually(async () => expect(await rowsOf(faculty, 'Faculty list')).toHaveLength(1));
    const row = faculty.getByRole('listitem').first();
    const rowText = await row.innerText();
    for (const text of ['Asha Rao', 'Principal', 'M.Sc. Physics, Ph.D.']) expect(rowText).toContain(text);
    expect(await imageLoaded(row.getByRole('img', { name: 'Asha Rao' }))).toBe(true);
    expect(await members()).toMatchObject({
      facultyMember: [
        {
          fullName: 'Asha Rao',
          designation: 'Principal',
          qualification: ['M.Sc. Physics', 'Ph.D.'],
          email: ['asha@greenfield.example', 'principal@greenfield.example'],
          phone: ['9876543210'],
          imageUrl: anyFileUrl,
        },
      ],
      staffMember: [],
    });

    await row.getByRole('button', { name: 'Delete Asha Rao' }).click();
    await answerDialog(page, 'Delete');
    await expectAlert(faculty, 'Removed successfully.');
    await faculty.getByText('Nothing added yet.').waitFor();
    expect((await members()).facultyMember).toEqual([]);
  });

  it('adds a staff member (the entry still being typed counts) and deletes it', async () => {
    const { page } = session;
    await session.open('members', 'Our Members');
    const form = card(page, 'Add a member');
    const staff = card(page, 'Staff');
    await staff.getByText('Nothing added yet.').waitFor();

    await form.getByRole('radio', { name: 'Staff' }).check();
    await fillFields(form, session.files, [
      ['Full name', 'Ravi Kumar'],
      ['Designation', 'Librarian'],
      ['Qualification', 'B.Lib.'],
    ]);
    await form.getByRole('button', { name: 'Add member' }).click();
    await expectAlert(form, 'Added successfully.');

    await eventually(async () => expect(await rowsOf(staff, 'Staff list')).toEqual([expect.stringContaining('Ravi Kumar')]));
    expect(await rowsOf(card(page, 'Faculty'), 'Faculty list')).toEqual([]);
    expect(await members()).toMatchObject({
      facultyMember: [],
      staffMember: [{ fullName: 'Ravi Kumar', designation: 'Librarian', qualification: ['B.Lib.'], email: [], phone: [] }],
    });

    await staff.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
    await answerDialog(page, 'Delete');
    await expectAlert(staff, 'Removed successfully.');
    await staff.getByText('Nothing added yet.').waitFor();
    expect((await members()).staffMember).toEqual([]);
  });
});

describe('Notice & Courses', () => {
  async function courses() {
    return (await session.apiGet(`${api}/notice-course/course`))['courses'];
  }

  it('adds a category and its courses, deletes a course, and deletes the category only after confirming', async () => {
    const { page } = session;
    await session.open('coursenotice', 'Notice & Courses');
    const categories = card(page, 'Course categories');
    const courseForm = card(page, 'Add a course');
    await categories.getByText('Nothing added yet.').waitFor();

    await categories.getByRole('button', { name: 'Add category' }).click();
    await expectValidation(categories, 'Category required!');
    await categories.getByLabel('Category').fill('Masters');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expectAlert(categories, 'Added successfully.');
    await categories.getByRole('heading', { name: 'Masters' }).waitFor();

    await courseForm.getByRole('button', { name: 'Add course' }).click();
    await expectValidation(courseForm, 'Category and Course name both are required!');
    for (const [name, fee, duration] of [
      ['MBA', '1,20,000 - 1,60,000', '2 years'],
      ['MCA', '90,000 - 1,10,000', '2 years'],
    ]) {
      await courseForm.getByLabel('Category').selectOption('Masters');
      await fillFields(courseForm, session.files, [
        ['Course name', name],
        ['Fee', fee],
        ['Duration', duration],
      ]);
      await courseForm.getByRole('button', { name: 'Add course' }).click();
      await expectAlert(courseForm, 'Added successfully.');
    }
    await eventually(async () =>
      expect(await rowsOf(categories, 'Masters courses')).toEqual([
        expect.stringContaining('MBA'),
        expect.stringContaining('MCA'),
      ]),
    );
    expect((await rowsOf(categories, 'Masters courses'))[0]).toContain('Fee: 1,20,000 - 1,60,000 · Duration: 2 years');
    expect(await courses()).toEqual([
      expect.objectContaining({
        category: 'Masters',
        course: [
          expect.objectContaining({ title: 'MBA', fee: '1,20,000 - 1,60,000', duration: '2 years' }),
          expect.objectContaining({ title: 'MCA', fee: '90,000 - 1,10,000', duration: '2 years' }),
        ],
      }),
    ]);

    await categories.getByRole('button', { name: 'Delete MCA' }).click();
    await answerDialog(page, 'Delete');
    await expectAlert(categories, 'Removed successfully.');
    await eventually(async () => expect(await rowsOf(categories, 'Masters courses')).toEqual([expect.stringContaining('MBA')]));

    await categories.getByRole('button', { name: 'Delete category Masters' }).click();
    expect(await answerDialog(page, 'Cancel')).toBe(
      'Are you sure you want to delete this category? This will also delete all courses under this category.',
    );
    await expectAlert(categories, 'Category not deleted!');
    expect(await categories.getByRole('heading', { name: 'Masters' }).count()).toBe(1);
    expect(await courses()).toHaveLength(1);

    await categories.getByRole('button', { name: 'Delete category Masters' }).click();
    await answerDialog(page, 'Delete');
    await expectAlert(categories, 'Removed successfully.');
    await categories.getByText('Nothing added yet.').waitFor();
    expect(await courses()).toEqual([]);
  });

  it('notice: blank message, then a notice with a picture is listed with its upload date and deleted', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    // The dashboard shows dates as "12 Dec 2026", on the school's calendar (India's).
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).split('-').map(Number);
    const shownToday = `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]} ${year}`;
    await addSeeAndDelete(session, {
      route: 'coursenotice',
      heading: 'Notice & Courses',
      card: 'Notices',
      submit: 'Upload notice',
      blankForm: 'Title and File both required!',
      fill: [
        ['Notice title', 'Exam timetable'],
        ['Notice file (image or PDF)', { file: 'jpeg' }],
      ],
      listed: ['Exam timetable', `Uploaded ${shownToday}`],
      download: { link: 'Open Exam timetable', contentType: 'image/jpeg' },
      api: {
        path: `${api}/notice-course/notice`,
        key: 'notice',
        item: { title: 'Exam timetable', uploadDate: expect.stringMatching(new RegExp(`^${today}`)), fileUrl: anyFileUrl },
      },
    });
  });
});

describe('Contact', () => {
  it('saves address, the browser location, phones, e-mails and office hours, and shows them again after a reload', async () => {
    const { page, context } = session;
    await context.grantPermissions(['geolocation'], { origin: session.platform.baseUrl });
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await session.open('contact', 'Contact');
    const details = card(page, 'Contact details');

    await details.getByRole('button', { name: 'Use current location' }).click();
    await eventually(async () => expect(await details.getByLabel('Latitude').inputValue()).toBe('12.9716'));
    expect(await details.getByLabel('Longitude').inputValue()).toBe('77.5946');

    await fillFields(details, session.files, [
      ['Address', '12 Park Road, Bengaluru 560001'],
      ['Phone 2', '9876543210'],
      ['E-mail 1', 'office@greenfield.example'],
      ['E-mail 2', 'admissions@greenfield.example'],
      ['Office hours', 'Mon-Fri 8:00-16:00'],
    ]);
    // Typed key by key, the phone keeps what was typed (letters are dropped); the API adds E.164.
    await details.getByLabel('Phone 1').pressSequentially('080 2345 6789x');
    expect(await details.getByLabel('Phone 1').inputValue()).toBe('080 2345 6789');
    await details.getByRole('button', { name: 'Save contact details' }).click();
    await expectAlert(details, 'Saved successfully.');

    const saved = {
      address: '12 Park Road, Bengaluru 560001',
      latitude: '12.9716',
      longitude: '77.5946',
      phone: ['080 2345 6789', '9876543210'],
      phoneE164: ['+918023456789', '+919876543210'],
      email: ['office@greenfield.example', 'admissions@greenfield.example'],
      officeHours: 'Mon-Fri 8:00-16:00',
    };
    expect((await session.apiGet(`${api}/contact/address`))['info']).toMatchObject(saved);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await eventually(async () => expect(await details.getByLabel('Address').inputValue()).toBe(saved.address));
    expect(await details.getByLabel('Phone 2').inputValue()).toBe('9876543210');
    expect(await details.getByLabel('E-mail 2').inputValue()).toBe('admissions@greenfield.example');
    expect(await details.getByLabel('Phone 3').inputValue()).toBe('');
    expect(await details.getByLabel('Office hours').inputValue()).toBe(saved.officeHours);
  });

  it('social media: a blank link is refused, a link with its logo is listed and deleted', async () => {
    await addSeeAndDelete(session, {
      route: 'contact',
      heading: 'Contact',
      card: 'Social media',
      submit: 'Add social link',
      blankForm: 'Social URL could not uploaded, Please try again!',
      refusedByApi: true,
      fill: [
        ['Social media name', 'Facebook'],
        ['Social media URL', 'https://facebook.com/greenfield'],
        ['Logo (optional)', { file: 'png' }],
      ],
      listed: ['Facebook', 'https://facebook.com/greenfield'],
      picture: 'Facebook logo',
      api: {
        path: `${api}/contact/social-media`,
        key: 'socialMedia',
        item: { title: 'Facebook', url: 'https://facebook.com/greenfield', icon: anyFileUrl },
      },
    });
  });
});
