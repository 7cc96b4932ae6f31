import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_MESSAGES as M } from '@schoolpage/content-contract';
import { renderToString } from 'react-dom/server';
import { EnquiryForm } from './enquiry-form';

const ENQUIRY = { organizationId: 'school-1', classes: ['Class 1', 'Class 3'], purpose: 'Hill School will use these details only to answer.', shownAt: 1 };

function answer(status: number, body: object) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 300, status, json: async () => body });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('EnquiryForm', () => {
  it('is a plain form POST to the API without script, with the hidden fields, labelled fields and the consent in the school’s words', () => {
    const { container } = render(<EnquiryForm enquiry={ENQUIRY} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/web/enquiry');
    expect((form.elements.namedItem('organizationId') as HTMLInputElement).value).toBe('school-1');
    expect(Number((form.elements.namedItem('startedAt') as HTMLInputElement).value)).toBeGreaterThan(1);
    for (const name of ["Student's name", 'Class sought', "Parent's name", 'Phone', 'E-mail (optional)', 'Message (optional)']) {
      expect(screen.getByLabelText(name)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: ENQUIRY.purpose })).toBeTruthy();
    expect([...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['Class 1', 'Class 3']);
    // The honeypot is out of sight and out of the tab order.
    expect((form.elements.namedItem('website') as HTMLInputElement).tabIndex).toBe(-1);
  });

  it('as the server sends it: the time the enquiry page was made, and no time at all on a kept page', () => {
    const { shownAt: _none, ...onKeptPage } = ENQUIRY;
    expect(renderToString(<EnquiryForm enquiry={ENQUIRY} />)).toContain('name="startedAt" value="1"');
    expect(renderToString(<EnquiryForm enquiry={onKeptPage} />)).toContain('name="startedAt" value=""');
  });

  it('with script, sends JSON and shows each field’s message beside it, focusing the first', async () => {
    const fetchMock = answer(400, { success: false, message: M.phone, errors: { phone: M.phone, consent: M.consent } });
    const user = userEvent.setup();
    render(<EnquiryForm enquiry={ENQUIRY} />);
    await user.type(screen.getByLabelText("Student's name"), 'Aarav');
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') as string)?.textContent).toBe(M.phone);
    expect(document.activeElement).toBe(phone);
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body as string);
    expect(sent).toMatchObject({ organizationId: 'school-1', studentName: 'Aarav', phone: '123', consent: false });
  });

  it('thanks the parent once the school has it', async () => {
    answer(200, { success: true, message: M.sent });
    const user = userEvent.setup();
    render(<EnquiryForm enquiry={ENQUIRY} />);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('status')).textContent).toBe(M.sent);
  });
});
