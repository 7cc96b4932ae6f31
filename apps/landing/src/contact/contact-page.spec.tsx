import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { ContactPage } from './contact-page';

/** The contact messages the page sent (it also asks the platform for the operator's e-mail). */
const contactMessagesSent = (fetchSpy: Parameters<typeof requestsSent>[0]) =>
  requestsSent(fetchSpy).filter((request) => request.url === '/api/web/contact');

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);

async function fillIn(values: { name?: string; email?: string; message?: string }) {
  if (values.name) await userEvent.type(field('Name'), values.name);
  if (values.email) await userEvent.type(field('Email address'), values.email);
  if (values.message) await userEvent.type(field('Message'), values.message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

const complete = { name: 'Asha Rao', email: 'asha@example.org', message: 'How do I publish my site?' };

describe('ContactPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['nothing', {}],
    ['no name', { email: complete.email, message: complete.message }],
    ['no e-mail', { name: complete.name, message: complete.message }],
    ['a blank message', { name: complete.name, email: complete.email, message: '   ' }],
  ])("refuses %s with 'All fields are required!'", async (_case, values) => {
    const fetchSpy = stubFetch();
    renderAtRoute(<ContactPage />, '/contact');
    await fillIn(values);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['All fields are required!']);
    expect(contactMessagesSent(fetchSpy)).toEqual([]);
  });

  it("refuses a mistyped e-mail with 'Please enter a valid email address.' without sending", async () => {
    const fetchSpy = stubFetch();
    renderAtRoute(<ContactPage />, '/contact');
    await fillIn({ ...complete, email: 'asha at example.org' });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a valid email address.']);
    expect(field('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').value).toBe(complete.message);
    expect(contactMessagesSent(fetchSpy)).toEqual([]);
  });

  it("sends the message, shows the server's answer and clears the fields", async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchSpy = stubFetch().mockImplementation(
      answerByPath({ '/api/web/contact': () => new Promise<Response>((done) => (finish = done)) }),
    );
    renderAtRoute(<ContactPage />, '/contact');
    await fillIn(complete);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' })).getAttribute('aria-disabled')).toBe('true');
    expect(field('Message').matches(':disabled')).toBe(true);

    finish(jsonResponse({ success: true, message: 'Message received. We will reply soon.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Message received. We will reply soon.');
    expect([field('Name').value, field('Email address').value, field('Message').value]).toEqual(['', '', '']);
    expect(contactMessagesSent(fetchSpy)).toEqual([{ url: '/api/web/contact', method: 'POST', body: complete }]);
  });

  it("shows the spec's failure text with the operator's e-mail and keeps what was typed", async () => {
    stubFetch().mockImplementation(
      answerByPath({ '/api/web/contact': () => jsonResponse({ message: 'Internal error' }, 500) }),
    );
    renderAtRoute(<ContactPage />, '/contact');
    await fillIn(complete);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error submitting your message. Please try again later. or contact us via email: support@schoolpage.local',
    );
    expect(field('Message').value).toBe(complete.message);
  });

  it("names the platform's configured operator e-mail in the failure text", async () => {
    stubFetch().mockImplementation(
      answerByPath({
        '/api/platform/operator': () => jsonResponse({ success: true, info: { email: 'office@district.example.org' } }),
        '/api/web/contact': () => jsonResponse({ message: 'Internal error' }, 500),
      }),
    );
    renderAtRoute(<ContactPage />, '/contact');
    await fillIn(complete);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error submitting your message. Please try again later. or contact us via email: office@district.example.org',
    );
  });
});
