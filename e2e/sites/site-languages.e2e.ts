import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ENQUIRY_MIN_FILL_SECONDS } from '@schoolpage/content-contract';
import { eventually, type DashboardSession } from '../dashboard/support/dashboard-session';
import { axeViolations } from './support/axe';
import { usePublishedSchool } from './support/published-school';
import { takeOver } from './support/site-visitor';
import { screenshotForReview } from '../support/screenshots';

/**
 * A school's site in its parents' languages (#29): a school written in English with Hindi and Urdu beside it.
 * Every page has an address per language (`/s/<slug>` for English, `/s/<slug>/hi/…`, `/s/<slug>/ur/…`), its own
 * `lang` and direction, hreflang links to the others and a switcher of plain links; a text not translated shows
 * in English, marked with its `lang`; the template's own words (menus, section titles, dates) are the page's
 * language's; Devanagari and Urdu are drawn by the site's own faces, downloaded only where they are needed.
 */

const SHOTS = join(__dirname, '../../tmp/site-languages');
const NAME = { en: 'Sunrise Public School', hi: 'सनराइज़ पब्लिक स्कूल', ur: 'سن رائز پبلک اسکول' };
const FAQ = { question: 'Is there a school bus?', answer: 'Yes, on four routes.' };
const FAQ_HI = { question: 'क्या स्कूल बस है?', answer: 'हाँ, चार रास्तों पर।' };
const EVENT = { eventTitle: 'Annual Sports Day', eventDate: '2030-12-12' };
const COURSE = { category: 'Senior School', courseName: 'Science (class 11 and 12)', fee: '₹60,000', duration: '2 years' };
/** The About page's name in each language: its title is "<name> — <school's name>". */
const ABOUT = { en: 'About', hi: 'हमारे बारे में', ur: 'ہمارے بارے میں' };

async function send(session: DashboardSession, method: 'post' | 'patch', path: string, data: object): Promise<Record<string, unknown>> {
  const response = await session.context.request[method](path, { data });
  expect([response.status(), await response.text()]).toEqual([expect.any(Number), expect.stringContaining('"success":true')]);
  return (await response.json()) as Record<string, unknown>;
}

const school = usePublishedSchool(async (session) => {
  const named = await session.context.request.post('/api/dashboard/home/orginfo', { multipart: { organizationName: NAME.en } });
  expect(named.status()).toBe(200);
  await send(session, 'post', '/api/dashboard/about/faq', FAQ);
  await send(session, 'post', '/api/dashboard/notice-course/category', { category: COURSE.category });
  await send(session, 'post', '/api/dashboard/notice-course/course', COURSE);
  await send(session, 'post', '/api/dashboard/languages', { default: 'en', languages: ['en', 'hi', 'ur'] });
  const hindiName = await session.context.request.post('/api/dashboard/home/orginfo?lang=hi', { multipart: { organizationName: NAME.hi } });
  expect(hindiName.status()).toBe(200);
  const urduName = await session.context.request.post('/api/dashboard/home/orginfo?lang=ur', { multipart: { organizationName: NAME.ur } });
  expect(urduName.status()).toBe(200);
  const [item] = (await session.apiGet('/api/dashboard/about/faq')).info as { id: string }[];
  await send(session, 'patch', `/api/dashboard/about/faq/${item.id}?lang=hi`, FAQ_HI);
}, { firstTimeVisitors: true });

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The page's markup as a parent's browser first gets it (no session cookie). */
async function served(path: string): Promise<Document> {
  const response = await fetch(new URL(path, school.session.platform.baseUrl));
  expect(response.status).toBe(200);
  const { JSDOM } = await import('jsdom');
  return new JSDOM(await response.text()).window.document;
}

it('gives every page an address per language with its lang, direction, hreflang links and a switcher of plain links', async () => {
  const base = new URL(`/s/${school.slug}`, school.session.platform.baseUrl).href;
  for (const page of ['', 'about', 'gallery']) {
    const below = page ? `/${page}` : '';
    const addresses = { en: `${base}${below}`, hi: `${base}/hi${below}`, ur: `${base}/ur${below}` };
    for (const [lang, address] of Object.entries(addresses)) {
      const document = await served(address);
      expect([address, document.documentElement.lang, document.documentElement.dir]).toEqual([address, lang, lang === 'ur' ? 'rtl' : '']);
      const hreflang = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(hreflang).toEqual([['en', addresses.en], ['hi', addresses.hi], ['ur', addresses.ur], ['x-default', addresses.en]]);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(address);
      const switcher = [...document.querySelectorAll('nav[aria-label="Language"] a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang'), a.getAttribute('aria-current')]);
      expect(switcher).toEqual([
        ['English', addresses.en, 'en', lang === 'en' ? 'true' : null],
        ['हिन्दी', addresses.hi, 'hi', lang === 'hi' ? 'true' : null],
        ['اردو', addresses.ur, 'ur', lang === 'ur' ? 'true' : null],
      ]);
      expect(document.querySelector('#root')?.textContent).toContain(NAME[lang as keyof typeof NAME]);
      if (!page && lang !== 'en') {
        // The course has no translation yet: its English title is marked English on the Hindi and Urdu home pages.
        const course = [...document.querySelectorAll('#root h4')].find((heading) => heading.textContent === COURSE.courseName);
        expect([course?.getAttribute('lang'), course?.getAttribute('dir')]).toEqual(['en', lang === 'ur' ? 'ltr' : null]);
      }
    }
  }
  // The default language's own code is not an address of its own: it leads to the page without it.
  const redirected = await fetch(`${base}/en/about`, { redirect: 'manual' });
  expect([redirected.status, redirected.headers.get('location')]).toEqual([301, `/s/${school.slug}/about`]);
  // A language the site is not written in is no page.
  expect((await fetch(`${base}/bn/about`)).status).toBe(404);
});

/** The words of a page's menu and section headings. */
const menuOf = (document: Document) => [...document.querySelectorAll('#site-navigation a')].map((a) => a.textContent);
const headingsOf = (document: Document) => [...document.querySelectorAll('#root h2')].map((h) => h.textContent);

it('shows the Hindi texts, and the English one where there is no Hindi yet, marked with its lang', async () => {
  const about = await served(`/s/${school.slug}/hi/about`);
  const text = about.querySelector('#root')?.textContent ?? '';
  expect(text).toContain(FAQ_HI.question);
  expect(text).not.toContain(FAQ.question);
  // Everything on the Hindi page is Hindi: nothing is marked as another language's.
  expect(about.querySelectorAll('#root [lang]').length).toBe(0);
  const urdu = await served(`/s/${school.slug}/ur/about`);
  expect(urdu.querySelector('#root')?.textContent).toContain(FAQ.question);
  // The English question and answer on the Urdu page are marked English, written left to right.
  const marked = [...urdu.querySelectorAll('#root [lang]')].map((element) => [element.textContent, element.getAttribute('lang'), element.getAttribute('dir')]);
  expect(marked).toEqual(expect.arrayContaining([[FAQ.question, 'en', 'ltr'], [FAQ.answer, 'en', 'ltr']]));
});

it("says the template's own words and dates in the page's language, the English page as the spec's", async () => {
  const [english, hindi, urdu] = await Promise.all(['', '/hi', '/ur'].map((lang) => served(`/s/${school.slug}${lang}/about`)));
  // "Enquire" while the school takes enquiries, in each language.
  expect(menuOf(english)).toEqual(['Home', 'About', 'Notice', 'Admissions', 'Gallery', 'Contact Us', 'Enquire']);
  expect(menuOf(hindi)).toEqual(['मुखपृष्ठ', 'हमारे बारे में', 'सूचनाएँ', 'प्रवेश', 'गैलरी', 'संपर्क करें', 'पूछताछ करें']);
  expect(menuOf(urdu)).toEqual(['ہوم', 'ہمارے بارے میں', 'نوٹس', 'داخلہ', 'گیلری', 'رابطہ کریں', 'پوچھیں']);
  expect(headingsOf(english)).toEqual(expect.arrayContaining(['Frequently Asked Questions', 'Contact Us']));
  expect(headingsOf(hindi)).toEqual(expect.arrayContaining(['अक्सर पूछे जाने वाले प्रश्न', 'संपर्क करें']));
  expect(headingsOf(urdu)).toEqual(expect.arrayContaining(['اکثر پوچھے جانے والے سوالات', 'رابطہ کریں']));
  expect(english.querySelectorAll('#root [lang]').length).toBe(0);
  // The page's title names it in its language; the English one as it always has.
  const titles = [english, hindi, urdu].map((document) => [document.title, document.querySelector('meta[property="og:title"]')?.getAttribute('content')]);
  expect(titles).toEqual(
    (['en', 'hi', 'ur'] as const).map((lang) => [`${ABOUT[lang]} — ${NAME[lang]}`, `${ABOUT[lang]} — ${NAME[lang]}`]),
  );
});

/** The faces the page downloaded for India's scripts, by the characters they were asked for. */
async function scriptFacesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.family.includes('SchoolPage Scripts') && face.status === 'loaded');
    return [...new Set(loaded.map((face) => face.unicodeRange.split(',')[0]))];
  });
}

it.each([
  ['hi', 390],
  ['ur', 1366],
] as const)('draws the %s page at %i px with the site’s own faces, axe clean, taken over by its script in its language', async (lang, width) => {
  const parent = await school.visitor(width);
  const errors: string[] = [];
  parent.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const fonts: string[] = [];
  parent.on('request', (request) => request.url().includes('noto-') && fonts.push(new URL(request.url()).pathname));
  await parent.goto(`/s/${school.slug}/${lang}/about`);
  await parent.getByText(lang === 'hi' ? FAQ_HI.question : FAQ.question).first().waitFor();
  await parent.waitForLoadState('networkidle');
  // Until the take-over the page is drawn with the phone's faces and fetches none of the site's.
  expect(fonts).toEqual([]);
  expect(await parent.locator('html[data-script-faces="after-paint"]').count()).toBe(1);
  await takeOver(parent);
  expect(await parent.locator('html[data-script-faces]').count()).toBe(0);
  // Then the faces really load: Devanagari on the Hindi page, Arabic script on the Urdu one (waited for: a busy
  // machine may still be fetching the face when the take-over is done).
  const range = lang === 'hi' ? 'U+900-97F' : 'U+600-6FF';
  await parent.waitForFunction(
    (first) => [...document.fonts].some((face) => face.family.includes('SchoolPage Scripts') && face.status === 'loaded' && face.unicodeRange.startsWith(first)),
    range,
  );
  expect(await scriptFacesLoaded(parent)).toEqual([range]);
  // The language's two faces (regular and bold), each fetched once...
  expect(fonts.sort()).toEqual([expect.stringMatching(lang === 'hi' ? /devanagari-400/ : /nastaliq-urdu-arabic-400/), expect.stringMatching(/-700-/)]);
  // ...and asked for only after the page's first paint, drawn with the phone's faces: they never hold up its
  // first picture and text (the page's script lets them in at the take-over, data-script-faces).
  const timing = await parent.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    faces: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('noto-')).map((entry) => entry.startTime),
  }));
  expect(timing.faces).toHaveLength(2);
  // (The paint's time is when its frame reached the screen, which can trail the frame the script waits for by a
  // few milliseconds; a face preloaded or named by the first style would come hundreds of milliseconds before it.)
  for (const start of timing.faces) expect(start).toBeGreaterThan(timing.firstPaint - 50);
  // The switcher names the page's own language in those faces too (the others in the system's: no face of theirs
  // is fetched, above).
  expect(await parent.locator('.site-languages a[aria-current]').evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(/^"?SchoolPage Scripts/);
  // The template's own links stay in the language once its script has taken the page over.
  const links = await parent.locator('#root a[href^="/s/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((href) => href.startsWith(`/s/${school.slug}/${lang}`))).toBe(true);
  // ...and so do its words: the script took over the server's HTML without a mismatch.
  await parent.getByRole('heading', { level: 2, name: lang === 'hi' ? 'अक्सर पूछे जाने वाले प्रश्न' : 'اکثر پوچھے جانے والے سوالات' }).waitFor();
  expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
  expect(await axeViolations(parent)).toEqual([]);
  // The page's title starts where its script starts: at the right in Urdu (mirrored), at the left in Hindi.
  const titleText = await parent.evaluate((name) => {
    const title = [...document.querySelectorAll('h1')].find((heading) => heading.textContent?.trim() === name);
    const range = document.createRange();
    if (title) range.selectNodeContents(title);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right, width: document.documentElement.clientWidth };
  }, ABOUT[lang]);
  if (lang === 'ur') expect(titleText.left).toBeGreaterThan(titleText.width / 2);
  else expect(titleText.right).toBeLessThan(titleText.width * 0.9);
  await screenshotForReview(parent, join(SHOTS, `${lang}-about-${width}.png`));
  // Moving to another page in the page keeps the title in the language.
  const gallery = lang === 'hi' ? 'गैलरी' : 'گیلری';
  await parent.locator('footer a', { hasText: gallery }).click();
  await parent.waitForURL(`**/s/${school.slug}/${lang}/gallery`);
  await parent.waitForFunction((title) => document.title === title, `${gallery} — ${NAME[lang]}`);
});

it('downloads none of those faces for the English page', async () => {
  const parent = await school.visitor(390);
  const fonts: string[] = [];
  parent.on('request', (request) => request.url().includes('noto-') && fonts.push(request.url()));
  await parent.goto(`/s/${school.slug}/about`);
  await parent.getByText(FAQ.question).first().waitFor();
  await parent.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  expect(await scriptFacesLoaded(parent)).toEqual([]);
  expect(await parent.locator('link[rel="preload"][as="font"]').count()).toBe(0);
});

it('draws a Hindi page with the site’s own faces from the start when the browser runs no scripts', async () => {
  const parent = await school.visitor(390, false);
  const fonts: string[] = [];
  parent.on('request', (request) => request.url().includes('noto-') && fonts.push(new URL(request.url()).pathname));
  await parent.goto(`/s/${school.slug}/hi/about`);
  await parent.getByText(FAQ_HI.question).first().waitFor();
  await parent.waitForLoadState('networkidle');
  // Nothing would let them in after the first paint: without scripting the page never leaves them out.
  expect(await parent.locator('html[data-script-faces="after-paint"]').count()).toBe(1);
  expect(fonts.sort()).toEqual([expect.stringMatching(/devanagari-400/), expect.stringMatching(/devanagari-700/)]);
});

it('lets the school choose its languages, translate in the dashboard with “Editing in”, and see what is left (390 and 1366 px)', async () => {
  const { page } = school.session;
  await school.session.open('languages', 'Languages');
  const languagesCard = page.getByRole('region', { name: "Your site's languages" });
  await languagesCard.getByRole('checkbox', { name: 'বাংলা (Bengali)' }).check();
  await languagesCard.getByRole('button', { name: 'Save languages' }).click();
  await languagesCard.getByText('Languages saved.').waitFor();
  const hindi = page.getByRole('listitem', { name: 'हिन्दी (Hindi)' });
  await hindi.getByText(/^3 of \d+ texts translated/).waitFor();

  // Edit in Bengali: the FAQ page reads the English text (nothing translated yet) and saves Bengali only.
  await page.getByRole('combobox', { name: 'Editing in' }).selectOption('bn');
  await page.getByRole('status').filter({ hasText: 'You are editing the বাংলা (Bengali) texts' }).waitFor();
  await school.session.open('about', 'About');
  const faq = page.getByRole('region', { name: 'FAQ' });
  await faq.getByRole('button', { name: 'Edit' }).first().click();
  await faq.getByRole('list', { name: 'FAQ list' }).getByRole('textbox', { name: 'Question' }).fill('স্কুল বাস আছে কি?');
  await faq.getByRole('button', { name: 'Save' }).click();
  await faq.getByRole('list', { name: 'FAQ list' }).getByText('স্কুল বাস আছে কি?').waitFor();
  await screenshotForReview(page, join(SHOTS, 'dashboard-editing-bengali-1366.png'));

  // At 390 px, loaded afresh: the language being edited is kept for the visit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/languages');
  await page.getByRole('heading', { level: 1, name: 'Languages' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Editing in' }).inputValue()).toBe('bn');
  const bengali = page.getByRole('listitem', { name: 'বাংলা (Bengali)' });
  await bengali.getByText(/^1 of \d+ texts translated/).waitFor();
  await bengali.getByText(/^Not translated yet:/).click();
  await bengali.getByText('FAQ: item 1, answer').or(bengali.getByText('FAQ: an item, answer')).first().waitFor();
  // Audited as laid out: opening the list scrolled the page, leaving a checkbox half under the sticky top bar for the moment.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
  await screenshotForReview(page, join(SHOTS, 'dashboard-languages-390.png'), { fullPage: true });
  await page.getByRole('combobox', { name: 'Editing in' }).selectOption('en');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The English FAQ is as it was; the Bengali page has the new text.
  expect((await served(`/s/${school.slug}/about`)).querySelector('#root')?.textContent).toContain(FAQ.question);
  expect((await served(`/s/${school.slug}/bn/about`)).querySelector('#root')?.textContent).toContain('স্কুল বাস আছে কি?');
});

it('writes an event’s date as each language does', async () => {
  await send(school.session, 'post', '/api/dashboard/academics/calendar-of-event', EVENT);
  const [englishNotices, hindiNotices] = await Promise.all(['', '/hi'].map((lang) => served(`/s/${school.slug}${lang}/notices`)));
  const dates = (document: Document) => [...document.querySelectorAll(`#root time[datetime="${EVENT.eventDate}"]`)].map((time) => time.textContent);
  expect(dates(englishNotices)).toEqual(['12 Dec 2030']);
  expect(dates(hindiNotices)).toEqual(['12 दिसंबर 2030']);
  expect(headingsOf(hindiNotices)).toContain('आने वाले कार्यक्रम');
});

it('takes a Hindi parent’s enquiry in Hindi: the purpose they agree to, every refusal, and the purpose stored as they read it', async () => {
  const purpose = `${NAME.hi} इन जानकारियों का उपयोग केवल इस प्रवेश पूछताछ का उत्तर देने के लिए करेगा और इन्हें एक वर्ष के भीतर मिटा देगा। आप कभी भी विद्यालय से इन्हें मिटाने के लिए कह सकते हैं।`;
  // Without script: the refusal page is Hindi too, and says how to go back to the form.
  const noScript = await school.visitor(1366, false);
  await noScript.goto(`/s/${school.slug}/hi/enquire`);
  await noScript.getByLabel('विद्यार्थी का नाम').fill('मीरा अय्यर');
  await noScript.getByRole('button', { name: 'पूछताछ भेजें' }).click();
  await noScript.getByRole('heading', { level: 1, name: 'आपकी पूछताछ नहीं भेजी गई' }).waitFor();
  expect(await noScript.locator('html').getAttribute('lang')).toBe('hi');
  expect(await noScript.getByText('फ़ॉर्म ठीक करने के लिए अपने ब्राउज़र का ‘वापस’ (Back) बटन दबाएँ: आपने जो लिखा था, वह वहीं है।').isVisible()).toBe(true);
  await screenshotForReview(noScript, join(SHOTS, 'hi-enquiry-refused-no-script-1366.png'));

  // With script, at 390 px: once the site has taken over, the form asks for a fresh token (its fill time starts then).
  const parent = await school.visitor(390);
  const tokenAnswer = parent.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/enquiry/token');
  await parent.goto(`/s/${school.slug}/hi/enquire`);
  await takeOver(parent);
  await tokenAnswer;
  const tokenMade = Date.now();
  await parent.getByLabel('विद्यार्थी का नाम').fill('आरव शर्मा');
  await parent.getByLabel('किस कक्षा में प्रवेश').fill('कक्षा 3');
  await parent.getByLabel('अभिभावक का नाम').fill('प्रिया शर्मा');
  await parent.getByLabel('फ़ोन').fill('12345');
  // Sent sooner than a person could fill it, the form would be refused as too fast (the token decides).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, tokenMade + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now())));
  await parent.getByRole('button', { name: 'पूछताछ भेजें' }).click();
  const phone = parent.getByLabel('फ़ोन');
  await eventually(async () => expect(await phone.getAttribute('aria-invalid')).toBe('true'));
  expect((await parent.getByRole('alert').textContent())?.trim()).toBe('आपकी पूछताछ नहीं भेजी जा सकी। कृपया फ़ॉर्म जाँचें और फिर से भेजें।');
  expect(await parent.getByText('कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम आपसे बात कर सकें, जैसे 98290 11111।').isVisible()).toBe(true);
  expect(await parent.getByText('कृपया बॉक्स पर सही का निशान लगाकर सहमति दें कि विद्यालय आपको उत्तर देने के लिए इन जानकारियों का उपयोग कर सकता है।').isVisible()).toBe(true);
  expect(await axeViolations(parent)).toEqual([]);
  await screenshotForReview(parent, join(SHOTS, 'hi-enquiry-refused-390.png'), { fullPage: true });
  await phone.fill('98290 11111');
  await parent.getByRole('checkbox', { name: purpose }).check();
  await parent.getByRole('button', { name: 'पूछताछ भेजें' }).click();
  expect((await parent.getByRole('status').textContent())?.trim()).toBe('धन्यवाद! आपकी पूछताछ विद्यालय तक पहुँच गई है। वे जल्द ही आपसे संपर्क करेंगे।');

  const { items } = (await school.session.apiGet('/api/dashboard/enquiries')).info as { items: { studentName: string; consentText: string }[] };
  expect(items.find((item) => item.studentName === 'आरव शर्मा')?.consentText).toBe(purpose);
});
