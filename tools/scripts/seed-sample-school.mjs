/**
 * A school filled with the sample content, made through the platform's real API as an admin would:
 *   node tools/scripts/seed-sample-school.mjs [--base-url URL] [--data-dir DIR]   (defaults http://localhost:3000, ./data)
 * Registers an account, logs in, fills every section from libs/content-contract/src/sample (name, text
 * logo, welcome message and hero picture, slider, overview, vision and mission, history, facilities,
 * activities, gallery, faculty and staff, notices, events, admission steps, application forms, courses,
 * FAQ, contact details, social media), uploading the sample pictures (the API re-encodes them), chooses
 * the nbl template, publishes, and prints the school's slug and address.
 *
 * The platform limits how many changes and uploads a school makes a minute (ACCOUNT_WRITES_PER_MINUTE,
 * ACCOUNT_UPLOADS_PER_MINUTE): when it answers 429 the script waits as Retry-After says and goes on, so
 * on a platform with the default limits seeding takes a little over a minute. A platform started only
 * to be measured can raise them: `SAMPLE_SCHOOL_PLATFORM_ENV` below.
 *
 * Also imported by lighthouse.mjs and measure-platform.mjs: `seedSampleSchool(baseUrl)`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { register } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

const root = resolve(import.meta.dirname, '../..');

/** Settings for a platform started only to seed and measure the sample school: no waiting between its uploads. */
export const SAMPLE_SCHOOL_PLATFORM_ENV = { ACCOUNT_WRITES_PER_MINUTE: '1000', ACCOUNT_UPLOADS_PER_MINUTE: '1000' };

/** The sample content as the contract defines it, its pictures named by their file paths. */
async function sampleContent() {
  // The sample imports its pictures as modules (bundlers make them URLs); here each is its file's path.
  const hooks = `export async function load(url, context, next) {
    if (url.endsWith('.webp')) return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(new URL(url).pathname) + ';' };
    return next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  const jiti = createJiti(import.meta.url, { interopDefault: true });
  const { SAMPLE_SITE_CONTENT } = await jiti.import(join(root, 'libs/content-contract/src/sample/sample-site-content.ts'));
  return SAMPLE_SITE_CONTENT;
}

/** A one-page PDF document showing `title`. */
function pdfOf(title) {
  const text = title.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const name = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
  return { bytes: Buffer.from(pdf, 'latin1'), type: 'application/pdf', name };
}

class Admin {
  constructor(baseUrl, cookie, log) {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
    this.log = log;
  }

  async call(method, path, { json, form } = {}) {
    const headers = { origin: this.baseUrl };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = form ?? (json !== undefined ? JSON.stringify(json) : undefined);
    let response = await fetch(this.baseUrl + path, { method, headers, body });
    // A school may only make so many changes and uploads a minute: wait as the platform says, then go on.
    for (let wait = 0; response.status === 429 && wait < 3; wait++) {
      const seconds = Math.min(90, Math.max(1, Number(response.headers.get('retry-after')) || 30));
      await response.arrayBuffer();
      this.log?.(`  the platform asks to wait ${seconds} s (${method} ${path})`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      response = await fetch(this.baseUrl + path, { method, headers, body });
    }
    const text = await response.text();
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { message: text.slice(0, 200) };
    }
    if (!response.ok || answer.success === false) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? text.slice(0, 200)}`);
    return { body: answer, response };
  }

  post(path, json = {}) {
    return this.call('POST', path, { json });
  }

  /** A multipart form: text fields as they are (arrays as JSON), pictures read from their files. */
  async postForm(path, fields, files = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
    for (const [name, file] of Object.entries(files)) {
      if (!file) continue;
      if (typeof file === 'string') form.set(name, new Blob([await readFile(file)], { type: 'image/webp' }), basename(file));
      else form.set(name, new Blob([file.bytes], { type: file.type }), file.name);
    }
    return this.call('POST', path, { form });
  }
}

/** The latest one-time code the platform mailed to `email`, read from its outbox (`<dataDir>/outbox/*.eml`). */
export async function mailedCode(dataDir, email) {
  const folder = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
    const mails = await Promise.all(
      names.map(async (name) => ({ text: await readFile(join(folder, name), 'utf8'), time: (await stat(join(folder, name))).mtimeMs })),
    );
    const latest = mails.filter((mail) => mail.text.toLowerCase().includes(email.toLowerCase())).sort((a, b) => b.time - a.time)[0];
    // The code is read from the body: an address can hold six digits too (admin.757576@…).
    const code = latest?.text.split(/\r?\n\r?\n/).slice(1).join('\n').match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`No code was mailed to ${email} (outbox: ${folder}).`);
}

/**
 * Registers a school on the running platform at `baseUrl`, fills it with the sample content, verifies
 * its e-mail address with the code from the platform's outbox (`dataDir`: the platform's DATA_DIR),
 * chooses `template` and publishes it. Returns its slug, address (siteUrl) and organisation id.
 */
export async function seedSampleSchool(baseUrl, { template = 'nbl', language, dataDir = process.env.DATA_DIR ?? join(root, 'data'), log = () => {} } = {}) {
  const content = await sampleContent();
  const tag = randomBytes(3).toString('hex');
  const account = {
    organizationName: content.organizationName,
    userId: `greenfield${tag}`,
    email: `admin.${tag}@greenfield.example`,
    country: 'india',
    phone: '9876543210',
    password: 'Secret123',
  };
  const visitor = new Admin(baseUrl);
  await visitor.post('/api/auth/register', account);
  const { response: login } = await visitor.post('/api/auth/login', { userId: account.userId, password: account.password });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('The login set no session cookie.');
  const admin = new Admin(baseUrl, cookie, log);
  log(`registered ${account.userId} (${account.organizationName})`);

  const picture = (item) => item?.imageUrl?.url ?? item?.fileUrl?.url ?? item?.url;

  await admin.postForm('/api/dashboard/home/orginfo', { welcomeMessage: content.welcomeMessage.welcomeMsg }, { organizationImage: picture(content.welcomeMessage) });
  await admin.post('/api/dashboard/home/text-logo', content.textLogo);
  for (const slide of content.slider) await admin.postForm('/api/dashboard/visible/slider', { sliderQuote: slide.sliderQuote }, { sliderImage: picture(slide) });
  for (const item of content.overview) await admin.postForm('/api/dashboard/home/overview', { overviewContent: item.overviewContent }, { overviewImage: picture(item) });
  for (const vision of content.vision) await admin.post('/api/dashboard/home/vision', { vision });
  for (const mission of content.mission) await admin.post('/api/dashboard/home/mission', { mission });
  log('home: welcome, hero picture, text logo, slider, overview, vision, mission');

  for (const item of content.history) await admin.postForm('/api/dashboard/about/history', { tagLine: item.title, content: item.content }, { historyImage: picture(item) });
  for (const item of content.facilities) await admin.postForm('/api/dashboard/about/facility', { facilityName: item.title, facilityContent: item.content }, { facilityImage: picture(item) });
  for (const item of content.faq) await admin.post('/api/dashboard/about/faq', { question: item.question, answer: item.answer });
  for (const item of content.activities) await admin.postForm('/api/dashboard/visible/activitie', { activitieTitle: item.title, activitieContent: item.content }, { activitieImage: picture(item) });
  for (const item of content.gallery) await admin.postForm('/api/dashboard/visible/gallery', {}, { galleryImage: picture(item) });
  log('about: history, facilities, FAQ; activities, gallery');

  for (const [memberType, list] of [['faculty', content.facultyMember], ['staff', content.staffMember]]) {
    for (const member of list) {
      await admin.postForm(
        '/api/dashboard/our-members/member',
        { memberType, fullName: member.fullName, designation: member.designation, qualification: member.qualification, email: member.email, phone: member.phone },
        { memberImage: picture(member) },
      );
    }
  }
  log('members: faculty and staff');

  for (const notice of content.notice) await admin.postForm('/api/dashboard/notice-course/notice', { noticeTitle: notice.title }, { noticeFile: picture(notice) });
  for (const event of content.calendarOfEvents) await admin.post('/api/dashboard/academics/calendar-of-event', { eventTitle: event.title, eventDate: event.date });
  for (const step of content.admissionProcess) await admin.post('/api/dashboard/academics/admission-process', { stepTitle: step.title, content: step.content });
  // Application forms are PDF files (the sample names a picture of one): a one-page PDF with the form's title.
  for (const form of content.applicationForms) await admin.postForm('/api/dashboard/academics/application-form', { formTitle: form.title }, { applicationForm: pdfOf(form.title) });
  for (const category of content.courses) {
    await admin.post('/api/dashboard/notice-course/category', { category: category.category });
    for (const course of category.course) {
      await admin.post('/api/dashboard/notice-course/course', { courseName: course.title, category: category.category, fee: course.fee, duration: course.duration });
    }
  }
  log('academics: notices, events, admission steps, application forms, courses');

  // The school types its numbers; the platform works out their E.164 form itself.
  const { phoneE164: _worked_out, ...contactDetails } = content.contactDetails;
  await admin.post('/api/dashboard/contact/address', contactDetails);
  for (const social of content.socialMedia) await admin.postForm('/api/dashboard/contact/social-media', { socialMediaName: social.title, socialMediaURL: social.url });
  log('contact: address, phones, e-mails, office hours, social media');

  // A news story with its cover, and the mandatory public disclosure's general part (#45 measures both pages).
  const { body: stored } = await admin.call('GET', '/api/dashboard/template/preview-content');
  const { body: story } = await admin.post('/api/dashboard/news', {
    title: 'Greenfield students win the state science fair',
    summary: 'Our class XI team took first place with a low-cost water filter built from local materials.',
    coverImage: { url: stored.info.slider[0].imageUrl.url, altText: 'The science fair team with their water filter' },
  });
  await admin.post('/api/dashboard/profile/board', { board: 'CBSE' });
  await admin.post('/api/dashboard/disclosure', {
    general: {
      schoolName: content.organizationName,
      affiliationNumber: '1930123',
      schoolCode: '55123',
      address: content.contactDetails.address,
      pinCode: '560001',
      principalName: 'Dr. Meera Iyer',
      principalQualification: 'M.Sc., Ph.D., M.Ed.',
      email: 'principal@greenfield.example',
      phone: '+91 98765 43210',
    },
  });
  log('news: one story; disclosure: CBSE, general information');

  // Publishing needs a verified e-mail address.
  await admin.post('/api/dashboard/profile/verify-email-otp');
  await admin.post('/api/dashboard/profile/verify-email', { otp: await mailedCode(dataDir, account.email) });
  log('e-mail address verified');

  // A second language (e.g. hi): its pages have the template's words in it, the school's texts still in English.
  if (language) {
    await admin.post('/api/dashboard/languages', { default: 'en', languages: ['en', language] });
    log(`written in English and ${language}`);
  }
  await admin.post('/api/dashboard/template/template-update', { templateId: template });
  await admin.post('/api/dashboard/profile/publish-web');
  const { body } = await admin.call('GET', '/api/dashboard/profile/info');
  const { slug, siteUrl, _id: organizationId } = body.info ?? {};
  if (!slug) throw new Error('The profile names no slug.');
  log(`chose ${template} and published`);
  return { slug, siteUrl, organizationId, userId: account.userId, password: account.password, newsSlug: story?.info?.slug };
}

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const baseUrl = option('--base-url', 'http://localhost:3000').replace(/\/$/, '');
  // Its one-time code is read from the platform's outbox: the DATA_DIR it runs with (`--data-dir`, default ./data).
  try {
    const dataDir = option('--data-dir', process.env.DATA_DIR ?? join(root, 'data'));
    const school = await seedSampleSchool(baseUrl, { template: option('--template', 'nbl'), dataDir, log: (line) => console.error(line) });
    console.error(`address: ${school.siteUrl}  (admin ${school.userId} / ${school.password})`);
    console.log(school.slug);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
