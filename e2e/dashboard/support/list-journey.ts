import type { Locator } from 'playwright-core';
import { answerDialog, card, eventually, expectAlert, expectValidation, imageLoaded, rowsOf, type DashboardSession } from './dashboard-session';
import type { UploadFiles } from './upload-files';

/** A typed text, or one of the real files to pick. */
export type FieldEntry = string | { file: keyof Omit<UploadFiles, 'remove'> };

/** One "form + list + delete" section of the dashboard, as the admin meets it. */
export interface ListJourney {
  /** Child route under /dashboard and the page's heading. */
  route: string;
  heading: string;
  /** The section card's title; its list is named "{card} list". */
  card: string;
  submit: string;
  /**
   * What submitting the blank form shows: the spec §5 message, or, for a section without checks
   * whose blank item the API refuses, the spec §8 failure message.
   */
  blankForm?: string;
  /** The blank form is sent and refused by the API (sections without client-side checks). */
  refusedByApi?: boolean;
  fill: readonly (readonly [label: string, value: FieldEntry])[];
  /** Texts the new row shows. */
  listed: readonly string[];
  /** Name of the row's uploaded picture, which must really load. */
  picture?: string;
  /** The row's link to the uploaded file, and the type it must be served with. */
  download?: { link: string; contentType: 'application/pdf' | 'image/jpeg' | 'image/png' };
  /** Where the API lists the section, under which key, and what the saved item holds. */
  api: { path: string; key: string; item: unknown };
}

const ADDED = 'Added successfully.';
const REMOVED = 'Removed successfully.';
const DELETE_QUESTION = 'Are you sure you want to delete this item?';

/** Fills labelled controls of `scope`: text is typed, files are picked from the real upload files. */
export async function fillFields(scope: Locator, files: UploadFiles, fill: ListJourney['fill']): Promise<void> {
  for (const [label, value] of fill) {
    const control = scope.getByLabel(label, { exact: true });
    if (typeof value === 'string') await control.fill(value);
    else await control.setInputFiles(files[value.file]);
  }
}

async function savedItems(session: DashboardSession, journey: ListJourney): Promise<unknown[]> {
  const body = await session.apiGet(journey.api.path);
  const list = body[journey.api.key];
  expect(Array.isArray(list)).toBe(true);
  return list as unknown[];
}

/**
 * The whole journey of one section: the blank form shows its §5 message once, a filled form adds an
 * item that the list shows (with its real picture or PDF) and the API stores, and the item is deleted
 * through the confirmation dialog, from the list and from the API.
 */
export async function addSeeAndDelete(session: DashboardSession, journey: ListJourney): Promise<void> {
  const { page } = session;
  await session.open(journey.route, journey.heading);
  const section = card(page, journey.card);
  await section.getByText('Nothing added yet.').waitFor();
  const submit = section.getByRole('button', { name: journey.submit, exact: true });

  if (journey.blankForm) {
    await submit.click();
    await expectValidation(section, journey.blankForm);
    expect(await savedItems(session, journey)).toEqual([]);
    // A client-side check sends nothing; otherwise the API's refusal is the one error logged.
    const refused = journey.refusedByApi ? [expect.stringMatching(/status of 400 .*\(.*\/api\/dashboard\//)] : [];
    expect(session.takeConsoleErrors()).toEqual(refused);
  }

  await fillFields(section, session.files, journey.fill);
  await submit.click();
  await expectAlert(section, ADDED);
  const rows = section.getByRole('list', { name: `${journey.card} list`, exact: true }).getByRole('listitem');
  await eventually(async () => expect(await rows.count()).toBe(1));
  const row = rows.first();
  const rowText = await row.innerText();
  for (const text of journey.listed) expect(rowText).toContain(text);

  // Wrapped in a list so plain texts (vision, mission) and objects compare the same way.
  expect(await savedItems(session, journey)).toMatchObject([journey.api.item]);

  if (journey.picture) {
    const picture = row.getByRole('img', { name: journey.picture, exact: true });
    expect(await imageLoaded(picture)).toBe(true);
  }
  if (journey.download) {
    const href = await row.getByRole('link', { name: journey.download.link, exact: true }).getAttribute('href');
    const download = await session.context.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain(journey.download.contentType);
    const magic = (await download.body()).subarray(0, 5);
    if (journey.download.contentType === 'application/pdf') expect(magic.toString('latin1')).toBe('%PDF-');
    else expect(magic.length).toBe(5);
  }

  await row.getByRole('button', { name: /^Delete / }).click();
  expect(await answerDialog(page, 'Delete')).toBe(DELETE_QUESTION);
  await expectAlert(section, REMOVED);
  await section.getByText('Nothing added yet.').waitFor();
  expect(await savedItems(session, journey)).toEqual([]);
}

/** Adds FAQ questions one after the other through the FAQ form, each seen in the list before the next. */
export async function addQuestions(faq: Locator, files: UploadFiles, questions: readonly (readonly [question: string, answer: string])[]): Promise<void> {
  for (const [question, answer] of questions) {
    await fillFields(faq, files, [
      ['Question', question],
      ['Answer', answer],
    ]);
    await faq.getByRole('button', { name: 'Add question' }).click();
    await expectAlert(faq, ADDED);
    await eventually(async () => expect((await rowsOf(faq, 'FAQ list')).join(' ')).toContain(question));
  }
}
