import { card, eventually, expectAlert, rowsOf, useDashboardSession } from './support/dashboard-session';
import { fillFields } from './support/list-journey';

/** Issue 14: members and courses fixed in place and reordered, in a real browser against the real API. */
const session = useDashboardSession();
const api = '/api/dashboard';

describe('editing members and courses', () => {
  it('edits a faculty member (entries and a new photo) and moves another up', async () => {
    const { page } = session;
    await session.open('members', 'Our Members');
    const form = card(page, 'Add a member');
    const faculty = card(page, 'Faculty');
    for (const name of ['Asha Rao', 'Kiran Shah']) {
      await fillFields(form, session.files, [['Full name', name]]);
      await form.getByRole('button', { name: 'Add member' }).click();
      await expectAlert(form, 'Added successfully.');
    }
    await eventually(async () => expect(await rowsOf(faculty, 'Faculty list')).toHaveLength(2));

    const list = faculty.getByRole('list', { name: 'Faculty list' });
    await list.getByRole('button', { name: 'Edit', exact: true }).first().click();
    expect(await list.getByLabel('Full name').inputValue()).toBe('Asha Rao');
    await list.getByLabel('Designation').fill('Principal');
    await list.getByLabel('Qualifications (separated by commas)').fill('M.Sc. Physics, Ph.D.');
    await list.getByLabel('E-mails (separated by commas)').fill('asha@greenfield.example');
    await list.getByLabel('New member image (optional)').setInputFiles(session.files.jpeg);
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(faculty, 'Saved successfully.');
    await eventually(async () => {
      const info = (await session.apiGet(`${api}/our-members/member`))['info'] as { facultyMember: Record<string, unknown>[] };
      expect(info.facultyMember[0]).toMatchObject({
        fullName: 'Asha Rao',
        designation: 'Principal',
        qualification: ['M.Sc. Physics', 'Ph.D.'],
        email: ['asha@greenfield.example'],
        imageUrl: { url: expect.stringMatching(/^\/api\/files\//) },
      });
    });

    await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Move up', exact: true }).click();
    await faculty.getByRole('status').filter({ hasText: '“Kiran Shah” moved to position 1 of 2.' }).waitFor();
    await eventually(async () => expect((await rowsOf(faculty, 'Faculty list'))[0]).toContain('Kiran Shah'));
  });

  it('renames a category, edits a course and moves it', async () => {
    const { page } = session;
    await session.open('coursenotice', 'Notice & Courses');
    const categories = card(page, 'Course categories');
    const addCourse = card(page, 'Add a course');
    await categories.getByRole('textbox', { name: 'Category' }).fill('Mastres');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expectAlert(categories, 'Added successfully.');
    for (const name of ['MBA', 'MCA']) {
      await addCourse.getByRole('combobox', { name: 'Category' }).selectOption('Mastres');
      await addCourse.getByLabel('Course name').fill(name);
      await addCourse.getByRole('button', { name: 'Add course' }).click();
      await expectAlert(addCourse, 'Added successfully.');
    }

    const categoryList = categories.getByRole('list', { name: 'Course categories list' });
    await categoryList.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await categoryList.getByRole('textbox', { name: 'Category' }).fill('Masters');
    await categoryList.getByRole('button', { name: 'Save', exact: true }).click();
    const courses = categories.getByRole('list', { name: 'Masters courses' });
    await courses.waitFor();

    await courses.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await courses.getByLabel('Fee').fill('1,20,000');
    await courses.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => expect((await rowsOf(categories, 'Masters courses'))[0]).toContain('Fee: 1,20,000'));

    await courses.getByRole('listitem').nth(1).getByRole('button', { name: 'Move up', exact: true }).click();
    await eventually(async () => {
      const info = (await session.apiGet(`${api}/notice-course/course`))['info'] as { category: string; course: { title: string; fee: string }[] }[];
      expect(info).toEqual([expect.objectContaining({ category: 'Masters', course: [expect.objectContaining({ title: 'MCA' }), expect.objectContaining({ title: 'MBA', fee: '1,20,000' })] })]);
    });
  });
});
