import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import DashboardApp from '../app';
import { setEditingLanguage } from '../languages/editing-language';
import { renderDashboard } from '../testing/render-dashboard';

const SIGNED_IN = {
  '/api/auth/isauth': { loggedIn: true },
  '/api/dashboard/profile/info': { success: true, info: { userId: 'me', email: 'me@school.test', role: 'owner' } },
};

const ITEM = { id: 'aaaaaaaaaaaaaaaa', question: 'Is there a bus?', answer: 'Yes, two buses.' };
const versions = [
  { id: 'c'.repeat(24), historyKey: 'section:faq', at: '2026-11-28T10:00:00.000Z', by: { name: 'Asha Rao', role: 'editor' }, approvalId: null, state: [] },
  { id: 'b'.repeat(24), historyKey: 'section:faq', at: '2026-11-27T10:00:00.000Z', by: { name: 'Asha Rao', role: 'editor' }, approvalId: 'x', state: [ITEM] },
  { id: 'a'.repeat(24), historyKey: 'section:faq', at: '2026-11-26T10:00:00.000Z', by: null, approvalId: null, state: [{ ...ITEM, answer: 'Yes, one bus.' }] },
];

function openHistory(thing: string) {
  return render(
    <MemoryRouter initialEntries={[`/dashboard/history?thing=${encodeURIComponent(thing)}`]}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('version history in the dashboard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers "History" on a list section’s card, leading to that section’s versions', async () => {
    stubFetch().mockImplementation(answerByPath({ ...SIGNED_IN, '/api/dashboard/about/faq': { success: true, info: [] } }));
    renderDashboard('/dashboard/about');
    const faq = await screen.findByRole('region', { name: 'FAQ' });
    const link = within(faq).getByRole('link', { name: 'History' });
    expect(link.getAttribute('href')).toBe('/dashboard/history?thing=section%3Afaq');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('offers "History" on every card of the Home screen: the organisation’s name, welcome and logo each their own', async () => {
    stubFetch().mockImplementation(answerByPath(SIGNED_IN));
    renderDashboard('/dashboard/home');
    const organisation = await screen.findByRole('region', { name: 'Organisation' });
    const links = within(organisation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['History: Organization name', '/dashboard/history?thing=section%3AorganizationName'],
      ['History: Welcome message', '/dashboard/history?thing=section%3AwelcomeMessage'],
      ['History: Organization logo', '/dashboard/history?thing=section%3AorganizationLogo'],
    ]);
    for (const [card, thing] of [
      ['Text logo', 'textLogo'],
      ['Overview', 'overview'],
      ['Vision', 'vision'],
      ['Mission', 'mission'],
    ]) {
      const link = within(await screen.findByRole('region', { name: card })).getByRole('link', { name: 'History' });
      expect(link.getAttribute('href')).toBe(`/dashboard/history?thing=section%3A${thing}`);
    }
  });

  it('lists the versions newest first, shows a change field by field and word by word, and restores a removed item alone', async () => {
    const fetch = stubFetch().mockImplementation(
      answerByPath({
        ...SIGNED_IN,
        '/api/dashboard/history': { success: true, info: { historyKey: 'section:faq', page: 1, pageSize: 20, total: 3, versions } },
        [`/api/dashboard/history/${'b'.repeat(24)}`]: {
          success: true,
          info: { version: versions[1], previousId: 'a'.repeat(24), changes: [{ kind: 'changed', itemId: ITEM.id, fields: [{ field: 'answer', old: 'Yes, one bus.', new: 'Yes, two buses.' }] }] },
        },
        [`/api/dashboard/history/${'c'.repeat(24)}`]: {
          success: true,
          info: { version: versions[0], previousId: 'b'.repeat(24), changes: [{ kind: 'removed', itemId: ITEM.id, item: ITEM }] },
        },
        [`/api/dashboard/history/${'b'.repeat(24)}/restore`]: () => jsonResponse({ success: true, message: 'Restored.' }),
      }),
    );
    openHistory('section:faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'History: FAQ' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Asha Rao (Editor)')).toBeTruthy();
    expect(within(rows[1]).getByText('Approved change')).toBeTruthy();
    expect(within(rows[2]).getByText('As it was before its history began')).toBeTruthy();

    await userEvent.click(within(rows[1]).getByRole('button', { name: /Show changes/ }));
    const changed = await screen.findByRole('region', { name: /What changed on/ });
    expect(within(changed).getByText('Answer')).toBeTruthy();
    expect([...changed.querySelectorAll('del')].map((del) => del.textContent)).toEqual([' removed: one bus']);
    expect([...changed.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual([' added: two buses']);
    expect(changed.querySelector('dd p')?.textContent).toBe('Yes,  removed: one bus added: two buses.');

    await userEvent.click(within(rows[0]).getByRole('button', { name: /Show changes/ }));
    const removed = await screen.findByRole('region', { name: /What changed on/ });
    expect(within(removed).getByText('Removed')).toBeTruthy();
    await userEvent.click(within(removed).getByRole('button', { name: 'Restore this item' }));
    await waitFor(() => expect(screen.getByText('Restored.')).toBeTruthy());
    const restore = requestsSent(fetch).find((request) => request.url.endsWith('/restore'));
    expect(restore).toEqual({ url: `/api/dashboard/history/${'b'.repeat(24)}/restore`, method: 'POST', body: { itemId: ITEM.id } });
  });

  it('says plainly why a restore was refused', async () => {
    stubFetch().mockImplementation(
      answerByPath({
        ...SIGNED_IN,
        '/api/dashboard/history': { success: true, info: { historyKey: 'section:faq', page: 1, pageSize: 20, total: 1, versions: [versions[1]] } },
        [`/api/dashboard/history/${'b'.repeat(24)}`]: { success: true, info: { version: versions[1], previousId: null, changes: [] } },
        [`/api/dashboard/history/${'b'.repeat(24)}/restore`]: () => jsonResponse({ success: false, message: 'Another page already has this address.' }, 409),
      }),
    );
    openHistory('section:faq');
    await userEvent.click(await screen.findByRole('button', { name: /Show changes/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('Could not restore: Another page already has this address.')).toBeTruthy();
  });

  it('shows a circular’s publishing time on the school’s clock, not in UTC', async () => {
    const circular = { id: 'n1', title: 'Winter uniform', publishAt: '2026-11-30T02:00:00.000Z' };
    const version = { id: 'd'.repeat(24), historyKey: 'circular:n1', at: '2026-11-29T04:00:00.000Z', by: { name: 'Asha Rao', role: 'editor' }, approvalId: null, state: circular };
    stubFetch().mockImplementation(
      answerByPath({
        ...SIGNED_IN,
        '/api/dashboard/history': { success: true, info: { historyKey: 'circular:n1', page: 1, pageSize: 20, total: 1, versions: [version] } },
        [`/api/dashboard/history/${'d'.repeat(24)}`]: {
          success: true,
          info: {
            version,
            previousId: null,
            changes: [
              { kind: 'added', itemId: 'n1', position: 0, item: circular },
              { kind: 'changed', itemId: 'n1', fields: [{ field: 'publishAt', old: '2026-11-30T01:00:00.000Z', new: circular.publishAt }] },
            ],
          },
        },
      }),
    );
    openHistory('circular:n1');
    await userEvent.click(await screen.findByRole('button', { name: /Show changes/ }));
    expect((await screen.findAllByText('Mon 30 Nov 2026, 07:30')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/2026-11-30T02:00/)).toBeNull();
  });

  it('says, while the Hindi texts are edited, that these versions are of the main language’s texts, and links the translations’ history', async () => {
    stubFetch().mockImplementation(
      answerByPath({ ...SIGNED_IN, '/api/dashboard/history': { success: true, info: { historyKey: 'section:faq', page: 1, pageSize: 20, total: 1, versions: [versions[1]] } } }),
    );
    setEditingLanguage('hi');
    try {
      openHistory('section:faq');
      expect(await screen.findByText(/You are editing the Hindi texts\. These versions are of the texts in the site’s main language/)).toBeTruthy();
      const link = screen.getByRole('link', { name: 'History of the translated texts' });
      expect(link.getAttribute('href')).toBe('/dashboard/history?thing=section%3Atranslations');
    } finally {
      setEditingLanguage(undefined);
    }
  });

  it('names each changed text of another language by its language and place, word by word', async () => {
    const version = { id: 'e'.repeat(24), historyKey: 'section:translations', at: '2026-11-29T04:00:00.000Z', by: { name: 'Asha Rao', role: 'editor' }, approvalId: null, state: {} };
    stubFetch().mockImplementation(
      answerByPath({
        ...SIGNED_IN,
        '/api/dashboard/history': { success: true, info: { historyKey: 'section:translations', page: 1, pageSize: 20, total: 1, versions: [version] } },
        [`/api/dashboard/history/${'e'.repeat(24)}`]: {
          success: true,
          info: { version, previousId: null, changes: [{ kind: 'changed', itemId: null, fields: [{ field: 'hi/faq/#a1/question', old: 'बस?', new: 'क्या बस है?' }] }] },
        },
      }),
    );
    openHistory('section:translations');
    await userEvent.click(await screen.findByRole('button', { name: /Show changes/ }));
    const label = await screen.findByText(/^Hindi · FAQ/);
    expect(label.tagName).toBe('DT');
    expect(screen.queryByText(/hi\/faq/)).toBeNull();
  });
});
