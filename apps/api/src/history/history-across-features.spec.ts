import { ALERT_API_PATH, LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SendStore } from '../subscriptions/send-store';

type Agent = Awaited<ReturnType<typeof publishedSchool>>['agent'];
interface Version {
  id: string;
  state: unknown;
}
interface Step {
  id: string;
  title: string;
  content: string;
}

const HISTORY = '/api/dashboard/history';
const STEPS = '/api/dashboard/academics/admission-process';
const FAQ = '/api/dashboard/about/faq';

/** Version history where it meets the other features: the site's languages, and the posts parents are told of. */
describe('version history across the languages and the parents’ updates', () => {
  let platform: TestPlatform;
  let agent: Agent;
  let organizationId: string;
  const versions = async (thing: string) => ((await agent.get(HISTORY).query({ thing }).expect(200)).body.info as { versions: Version[] }).versions;
  const steps = async (lang?: string) => (await agent.get(`${STEPS}${lang ? `?lang=${lang}` : ''}`).expect(200)).body.info as Step[];
  const faq = async (lang?: string) => ((await agent.get(`${FAQ}${lang ? `?lang=${lang}` : ''}`).expect(200)).body.info as { question: string }[]).map((f) => f.question);

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ agent, organizationId } = await publishedSchool(platform));
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
  });
  afterAll(() => platform.close());

  it('restores an English version while the dashboard edits Hindi: the English comes back, the Hindi stays', async () => {
    await agent.post(STEPS).send({ stepTitle: 'Visit the school', content: 'Any weekday' }).expect(201);
    const [step] = await steps();
    await agent.patch(`${STEPS}/${step.id}?lang=hi`).send({ stepTitle: 'स्कूल देखें', content: 'किसी भी कार्यदिवस' }).expect(200);
    await agent.patch(`${STEPS}/${step.id}`).send({ content: 'Weekdays before noon' }).expect(200);
    const [, first] = await versions('section:admissionProcess');
    expect((first.state as Step[])[0].content).toBe('Any weekday');

    await agent.post(`${HISTORY}/${first.id}/restore?lang=hi`).expect(200);
    expect((await steps())[0]).toMatchObject({ title: 'Visit the school', content: 'Any weekday' });
    expect((await steps('hi'))[0]).toMatchObject({ title: 'स्कूल देखें', content: 'किसी भी कार्यदिवस' });
  });

  it('restores a Hindi version while the dashboard edits Hindi: the English text is untouched', async () => {
    const [step] = await steps();
    await agent.patch(`${STEPS}/${step.id}?lang=hi`).send({ content: 'सोमवार से शुक्रवार' }).expect(200);
    const [, before] = await versions('section:translations');
    await agent.post(`${HISTORY}/${before.id}/restore?lang=hi`).expect(200);
    expect((await steps('hi'))[0].content).toBe('किसी भी कार्यदिवस');
    expect((await steps())[0]).toMatchObject({ title: 'Visit the school', content: 'Any weekday' });
  });

  it('brings a deleted FAQ item back in every language it had, even after other Hindi edits', async () => {
    await agent.post(FAQ).send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(201);
    await agent.post(FAQ).send({ question: 'Is there lunch?', answer: 'Yes.' }).expect(201);
    await agent.patch(`${FAQ}/0?lang=hi`).send({ question: 'क्या बस है?', answer: 'हाँ।' }).expect(200);
    await agent.patch(`${FAQ}/1?lang=hi`).send({ question: 'क्या खाना है?', answer: 'हाँ।' }).expect(200);
    const [whole] = await versions('section:faq');
    await agent.delete(`${FAQ}/0`).expect(200);
    // Another edit in Hindi after the deletion.
    await agent.patch(`${FAQ}/0?lang=hi`).send({ answer: 'हाँ, रोज़।' }).expect(200);

    const busId = (whole.state as { id: string }[])[0].id;
    await agent.post(`${HISTORY}/${whole.id}/restore`).send({ itemId: busId }).expect(200);
    expect(await faq()).toEqual(['Is there a bus?', 'Is there lunch?']);
    expect(await faq('hi')).toEqual(['क्या बस है?', 'क्या खाना है?']);
  });

  it('never tells subscribers again of an alert brought back from its history', async () => {
    const sends = async () => (await platform.app.get(SendStore).recent(organizationId, 50)).length;
    await agent.post(ALERT_API_PATH).send({ message: 'School closed tomorrow for rain', level: 'warning' }).expect(200);
    const told = await sends();
    await agent.delete(ALERT_API_PATH).expect(200);
    const [, set] = await versions('alert');
    await agent.post(`${HISTORY}/${set.id}/restore`).expect(200);
    expect((await agent.get(ALERT_API_PATH).expect(200)).body.info).toMatchObject({ message: 'School closed tomorrow for rain' });
    expect(await sends()).toBe(told);
  });
});
