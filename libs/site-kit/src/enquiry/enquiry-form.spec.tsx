import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_MESSAGES as M } from '@schoolpage/content-contract';
import { renderToString } from 'react-dom/server';
import { EnquiryForm } from './enquiry-form';

const ENQUIRY = { organizationId: 'school-1', classes: ['Class 1', 'Class 3'], purpose: 'Hill School will use these details only to answer.', token: 'made-by-the-server' };

/** The server's answers: a fresh token when the form asks for one, then `status` and `body` for the enquiry sent. */

function answer(status: number, body: object) {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith('/api/web/enquiry/token')
        ? { ok: true, status: 200, json: async () => ({ success: true, info: { token: 'fresh-token' } }) }
        : { ok: status < 300, status, json: async () => body },
    ),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const sentBodies = (fetchMock: ReturnType<typeof answer>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/web/enquiry').map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));

describe('EnquiryForm', () => {
  it('is a plain form POST to the API without script, with the hidden fields, labelled fields and the consent in the school’s words', async () => {
    answer(200, {});
    const { container } = render(<EnquiryForm enquiry={ENQUIRY} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/web/enquiry');
    expect((form.elements.namedItem('organizationId') as HTMLInputElement).value).toBe('school-1');
    // With script, the form asks for a fresh token when it shows: the fill time starts then.
    await waitFor(() => expect((form.elements.namedItem('enquiryToken') as HTMLInputElement).value).toBe('fresh-token'));
    expect(form.elements.namedItem('startedAt')).toBeNull();
    for (const name of ["Student's name", 'Class sought', "Parent's name", 'Phone', 'E-mail (optional)', 'Message (optional)']) {
      expect(screen.getByLabelText(name)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: ENQUIRY.purpose })).toBeTruthy();
    expect([...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['Class 1', 'Class 3']);
    // The honeypot is out of sight and out of the tab order.
    expect((form.elements.namedItem('website') as HTMLInputElement).tabIndex).toBe(-1);
  });

  it('as the server sends it: the token the enquiry page was made with, and none on a kept page', () => {
    const { token: _none, ...onKeptPage } = ENQUIRY;
    expect(renderToString(<EnquiryForm enquiry={ENQUIRY} />)).toContain('name="enquiryToken" value="made-by-the-server"');
    expect(renderToString(<EnquiryForm enquiry={onKeptPage} />)).toContain('name="enquiryToken" value=""');
  });

  it('asks for a new token when the form was open too long, so that sending it again goes', async () => {
    const fetchMock = answer(400, { success: false, message: M.formExpired });
    const user = userEvent.setup({ delay: null });
    const { container } = render(<EnquiryForm enquiry={ENQUIRY} />);
    const token = () => ((container.querySelector('form') as HTMLFormElement).elements.namedItem('enquiryToken') as HTMLInputElement).value;
    await waitFor(() => expect(token()).toBe('fresh-token'));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.formExpired);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/web/enquiry/token'))).toHaveLength(2));
    expect(sentBodies(fetchMock)[0]).toMatchObject({ enquiryToken: 'fresh-token' });
  });

  it('with script, sends JSON and shows each field’s message beside it, focusing the first', async () => {
    const fetchMock = answer(400, { success: false, message: M.phone, errors: { phone: M.phone, consent: M.consent } });
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm enquiry={ENQUIRY} />);
    await user.type(screen.getByLabelText("Student's name"), 'Aarav');
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') as string)?.textContent).toBe(M.phone);
    expect(document.activeElement).toBe(phone);
    expect(sentBodies(fetchMock)[0]).toMatchObject({ organizationId: 'school-1', studentName: 'Aarav', phone: '123', consent: false, enquiryToken: 'fresh-token' });
  });

  it('thanks the parent once the school has it', async () => {
    answer(200, { success: true, message: M.sent });
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm enquiry={ENQUIRY} />);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('status')).textContent).toBe(M.sent);
  });
});
