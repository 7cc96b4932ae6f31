import { API_MESSAGES } from '@schoolpage/content-contract';
import { newSite } from './new-site';
import { AccountRepository } from '../storage/persistence/account.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SiteAddressService } from './site-address.service';

const M = API_MESSAGES.address;

let serial = 0;
/** A school that signs up with `organizationName` and is signed in. */
function school(platform: TestPlatform, organizationName: string) {
  serial++;
  return signedInAdmin(platform, { organizationName, userId: `school${serial}`, email: `admin${serial}@schools.edu` });
}

async function infoOf(agent: Awaited<ReturnType<typeof school>>) {
  return (await agent.get('/api/dashboard/profile/info').expect(200)).body.info;
}

describe("a school's permanent address", () => {
  let platform: TestPlatform;
  let addresses: SiteAddressService;

  beforeAll(async () => {
    platform = await startTestPlatform();
    addresses = platform.app.get(SiteAddressService);
  });
  afterAll(() => platform.close());

  describe('made at sign-up', () => {
    it('is made from the organisation name and shown in the profile with its absolute address', async () => {
      const info = await infoOf(await school(platform, "St. Mary's High School"));
      expect(info.slug).toBe('st-marys-high-school');
      expect(info.siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/st-marys-high-school$/);
      // Every field the profile had stays.
      expect(Object.keys(info)).toEqual(
        expect.arrayContaining(['_id', 'userId', 'email', 'phone', 'country', 'organizationName', 'organizationLogo', 'isAccountVerified', 'isPublish', 'templateName']),
      );
      expect(await addresses.resolve('st-marys-high-school')).toEqual({ organizationId: info._id });
    });

    it('is written in ASCII and numbered when taken', async () => {
      expect((await infoOf(await school(platform, 'École Mondiale'))).slug).toBe('ecole-mondiale');
      expect((await infoOf(await school(platform, 'Ecole Mondiale'))).slug).toBe('ecole-mondiale-2');
      expect((await infoOf(await school(platform, 'ÉCOLE  MONDIALE!'))).slug).toBe('ecole-mondiale-3');
    });

    it('is never a reserved word, and is padded when too short', async () => {
      expect((await infoOf(await school(platform, 'Dashboard'))).slug).toBe('dashboard-2');
      expect((await infoOf(await school(platform, 'Q'))).slug).toBe('q-school');
    });

    it('gives schools signing up at once with the same name different addresses', async () => {
      const agents = await Promise.all([1, 2, 3].map(() => school(platform, 'Twin Oaks Academy')));
      const slugs = await Promise.all(agents.map(async (agent) => (await infoOf(agent)).slug));
      expect(slugs.sort()).toEqual(['twin-oaks-academy', 'twin-oaks-academy-2', 'twin-oaks-academy-3']);
    });
  });

  describe('changed by the admin', () => {
    it('changes, answers with a message, and the old address leads to the new one', async () => {
      const agent = await school(platform, 'River Side School');
      const before = await infoOf(agent);
      expect(before.slug).toBe('river-side-school');
      const response = await agent.post('/api/dashboard/profile/slug').send({ slug: 'riverside' }).expect(200);
      expect(response.body).toEqual({ success: true, message: M.changed });
      const after = await infoOf(agent);
      expect(after.slug).toBe('riverside');
      expect(after.siteUrl).toMatch(/\/s\/riverside$/);
      expect(await addresses.resolve('riverside')).toEqual({ organizationId: before._id });
      expect(await addresses.resolve('river-side-school')).toEqual({ movedTo: 'riverside' });
      expect(await addresses.slugOf(before._id)).toBe('riverside');

      await agent.post('/api/dashboard/profile/slug').send({ slug: 'riverside-school' }).expect(200);
      expect(await addresses.resolve('river-side-school')).toEqual({ movedTo: 'riverside-school' });
      expect(await addresses.resolve('riverside')).toEqual({ movedTo: 'riverside-school' });
      expect(await addresses.resolve('Riverside-School')).toEqual({ movedTo: 'riverside-school' });
      expect(await addresses.resolve('nobody-has-this')).toBeUndefined();

      // A school may take back one of its own earlier addresses.
      await agent.post('/api/dashboard/profile/slug').send({ slug: 'river-side-school' }).expect(200);
      expect(await addresses.resolve('river-side-school')).toEqual({ organizationId: before._id });
      expect(await addresses.resolve('riverside-school')).toEqual({ movedTo: 'river-side-school' });
    });

    it.each([
      [{ slug: 'ab' }, M.tooShort],
      [{ slug: 'a'.repeat(61) }, M.tooLong],
      [{ slug: 'Hill-School' }, M.uppercase],
      [{ slug: 'hill school' }, M.characters],
      [{ slug: 'hill--school' }, M.hyphens],
      [{ slug: '-hill' }, M.hyphens],
      [{ slug: '' }, M.required],
      [{}, M.required],
      [{ slug: 42 }, API_MESSAGES.request.wrongType('slug', 'string')],
      [{ slug: 'login' }, M.reserved('login')],
      [{ slug: 'sitemap' , extra: 1 }, API_MESSAGES.request.unknownField('extra')],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const agent = await school(platform, 'Rules Test School');
      const { slug } = await infoOf(agent);
      const response = await agent.post('/api/dashboard/profile/slug').send(body).expect(400);
      expect(response.body).toEqual({ success: false, message });
      expect((await infoOf(agent)).slug).toBe(slug);
    });

    it('says so when the slug is already the current one', async () => {
      const agent = await school(platform, 'Same Slug School');
      const response = await agent.post('/api/dashboard/profile/slug').send({ slug: 'same-slug-school' }).expect(400);
      expect(response.body).toEqual({ success: false, message: M.unchanged });
    });

    it("refuses another school's address, current or former, with 409", async () => {
      const first = await school(platform, 'Maple Leaf School');
      const second = await school(platform, 'Birch Tree School');
      const taken = await second.post('/api/dashboard/profile/slug').send({ slug: 'maple-leaf-school' }).expect(409);
      expect(taken.body).toEqual({ success: false, message: M.taken });

      await first.post('/api/dashboard/profile/slug').send({ slug: 'maple-leaf' }).expect(200);
      const former = await second.post('/api/dashboard/profile/slug').send({ slug: 'maple-leaf-school' }).expect(409);
      expect(former.body).toEqual({ success: false, message: M.taken });
      expect((await infoOf(second)).slug).toBe('birch-tree-school');
      expect(await addresses.resolve('maple-leaf-school')).toEqual({ movedTo: 'maple-leaf' });
    });

    it('stays the same when the school changes its template', async () => {
      const agent = await school(platform, 'Template Switch School');
      await agent.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200);
      const info = await infoOf(agent);
      expect(info.templateName).toBe('nbl');
      expect(info.slug).toBe('template-switch-school');
    });

    it('needs a session', async () => {
      const response = await platform.agent().post('/api/dashboard/profile/slug').send({ slug: 'anything' }).expect(401);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.loginRequired });
    });
  });
});

describe('the address on PUBLIC_ORIGIN', () => {
  it('is given on the configured public origin', async () => {
    const platform = await startTestPlatform({ PUBLIC_ORIGIN: 'https://schools.example.org' });
    try {
      const info = await infoOf(await signedInAdmin(platform));
      expect(info.siteUrl).toBe('https://schools.example.org/s/green-valley-school');
    } finally {
      await platform.close();
    }
  });
});

describe('schools that signed up before addresses existed', () => {
  /** The school's slug once the started instance has given it one (it does once it is ready), or undefined after 5 s. */
  async function slugGiven(platform: TestPlatform, id: string): Promise<string | undefined> {
    for (let waited = 0; waited < 5000; waited += 50) {
      const slug = await platform.app.get(SiteAddressService).slugOf(id);
      if (slug) return slug;
      await new Promise((r) => setTimeout(r, 50));
    }
    return undefined;
  }

  it('get an address once an instance is ready, once', async () => {
    const first = await startTestPlatform();
    const id = 'c'.repeat(24);
    await first.app.get(AccountRepository).create({
      id,
      userId: 'oldschool',
      email: 'old@school.edu',
      organizationName: 'Old Mill School',
      country: 'india',
      phone: '',
      passwordHash: 'x',
      isAccountVerified: true,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: 1,
    });
    await first.app.get(SiteRepository).create(newSite(id, 'Old Mill School'));
    expect(await first.app.get(SiteAddressService).slugOf(id)).toBeUndefined();
    await first.close({ keepData: true });

    const second = await startTestPlatform({}, first.dataDir);
    expect(await slugGiven(second, id)).toBe('old-mill-school');
    await second.close({ keepData: true });

    const third = await startTestPlatform({}, first.dataDir);
    try {
      const service = third.app.get(SiteAddressService);
      expect(await slugGiven(third, id)).toBe('old-mill-school');
      expect(await service.backfill()).toBe(0);
      expect(await service.resolve('old-mill-school-2')).toBeUndefined();
    } finally {
      await third.close();
    }
  });
});
