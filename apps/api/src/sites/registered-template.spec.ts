import { API_MESSAGES, type TemplateDescriptor } from '@schoolpage/content-contract';
import { LocalObjectStore } from '@schoolpage/object-store';
import { registerTemplate, updateRegistry } from '@schoolpage/remote-registry';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const aurora = {
  name: 'aurora-hills',
  id: 'aurorahills',
  image: '/remotes/templates/aurora-hills/preview.svg',
  link: '/web/aurora-hills',
  availability: 'available' as const,
  remote: 'template_aurora_hills',
};

describe('choosing a template an operator registered', () => {
  let platform: TestPlatform;

  beforeEach(async () => (platform = await startTestPlatform()));
  afterEach(() => platform.close());

  const register = (template: TemplateDescriptor) =>
    updateRegistry(new LocalObjectStore(platform.dataDir), (registry) => registerTemplate(registry, template));

  it('lets a school select an available registered template and shows it as the current one', async () => {
    await register(aurora);
    const admin = await signedInAdmin(platform);
    const { body } = await admin.post('/api/dashboard/template/template-update').send({ templateId: 'aurorahills' }).expect(200);
    expect(body).toEqual({ success: true, message: API_MESSAGES.site.templateUpdated });
    const state = await admin.get('/api/dashboard/template/template-state').expect(200);
    expect(state.body.info).toMatchObject({ templateName: 'aurora-hills', templateId: 'aurorahills', link: '/web/aurora-hills' });
  });

  it('refuses a registered template that is not available yet, and changes nothing', async () => {
    await register({ ...aurora, availability: 'unavailable' });
    const admin = await signedInAdmin(platform);
    const before = (await admin.get('/api/dashboard/template/template-state').expect(200)).body.info;
    const { body } = await admin.post('/api/dashboard/template/template-update').send({ templateId: 'aurorahills' }).expect(400);
    expect(body).toEqual({ success: false, message: API_MESSAGES.site.templateNotSelectable });
    expect((await admin.get('/api/dashboard/template/template-state').expect(200)).body.info).toEqual(before);
  });
});
