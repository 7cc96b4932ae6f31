import { answerDialog, card, eventually, expectAlert, rowsOf, useDashboardSession } from './support/dashboard-session';
import { fillFields } from './support/list-journey';

/** Issue 14: a deleted FAQ question is found in Recently deleted and put back in the FAQ list. */
const session = useDashboardSession();

describe('Recently deleted', () => {
  it('restores a deleted FAQ question to the FAQ list', async () => {
    const { page } = session;
    await session.open('recently-deleted', 'Recently deleted');
    await page.getByText('Nothing was deleted in the last 30 days.', { exact: true }).waitFor();

    await session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await fillFields(faq, session.files, [
      ['Question', 'Is there a school bus?'],
      ['Answer', 'Yes, on every route.'],
    ]);
    await faq.getByRole('button', { name: 'Add question' }).click();
    await expectAlert(faq, 'Added successfully.');
    await faq.getByRole('button', { name: 'Delete Is there a school bus?' }).click();
    await answerDialog(page, 'Delete');
    await eventually(async () => expect(await rowsOf(faq, 'FAQ list')).toEqual([]));

    await session.open('recently-deleted', 'Recently deleted');
    const deleted = card(page, 'Deleted items');
    await eventually(async () => {
      const rows = await rowsOf(deleted, 'Deleted items');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('Is there a school bus?');
      expect(rows[0]).toContain('FAQ');
      expect(rows[0]).toContain('30 days left');
    });
    await deleted.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectAlert(deleted, '“Is there a school bus?” is back in FAQ.');
    await deleted.getByText('Nothing was deleted in the last 30 days.', { exact: true }).waitFor();

    await session.open('about', 'About');
    await eventually(async () => expect((await rowsOf(card(page, 'FAQ'), 'FAQ list')).join(' ')).toContain('Is there a school bus?'));
  });
});
