import { API_MESSAGES } from '@schoolpage/content-contract';
import { contactSchema } from './section.schemas';

describe('the contact details a school saves', () => {
  it("keeps the school's WhatsApp Channel link, trimmed", () => {
    const saved = contactSchema.parse({ whatsAppChannel: ' https://www.whatsapp.com/channel/0029VaABCdef123GHIjkl456 ' });
    expect(saved.whatsAppChannel).toBe('https://www.whatsapp.com/channel/0029VaABCdef123GHIjkl456');
  });

  it('takes an empty link as none, and no link at all', () => {
    expect(contactSchema.parse({ whatsAppChannel: '' }).whatsAppChannel).toBe('');
    expect(contactSchema.parse({}).whatsAppChannel).toBeUndefined();
  });

  it.each(['https://chat.whatsapp.com/AbCdEf123456', 'https://example.org/channel/0029Va', 'whatsapp.com/channel/0029VaABCdef123', 42])(
    'refuses a link that is not a WhatsApp Channel (%s) with a clear message',
    (whatsAppChannel) => {
      const parsed = contactSchema.safeParse({ whatsAppChannel });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([API_MESSAGES.site.whatsAppChannel]);
    },
  );
});
