import { API_MESSAGES, LIST_SECTIONS, type ListSectionDescription, type SectionField } from '@schoolpage/content-contract';
import type { Test } from 'supertest';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pngImage } from '../testing/upload-fixtures';

const M = API_MESSAGES.site;
const api = (path: string) => path; // section paths already start with /api

/** A valid value of a field for item number `n`. */
function valueOf(field: SectionField, n: number): string {
  if (field.kind === 'date') return `2026-04-0${n}`;
  if (field.kind === 'httpUrl') return `https://example.org/${n}`;
  return `${field.form} ${n}`;
}

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;

/** One platform for the file: each section's journey is a school of its own (its own admin), as on a real server. */
let platform: TestPlatform;
beforeAll(async () => (platform = await startTestPlatform()));
afterAll(() => platform.close());

/** Every list section of the contract, edited, moved, deleted and restored through its own routes. */
describe.each(Object.values(LIST_SECTIONS).map((s) => [s.list, s] as const))('list section %s', (_name, section: ListSectionDescription) => {
  let agent: Agent;
  let png: Buffer;
  const file = section.file;
  const required = section.fields.filter((f) => f.required);
  const first = section.fields[0];
  const fileBytes = () => (file?.kind === 'pdf' ? pdfFile() : png);
  const fileName = () => (file?.kind === 'pdf' ? 'f.pdf' : 'f.png');

  beforeAll(async () => {
    png = await pngImage();
    agent = await signedInAdmin(platform, { userId: `edit-${section.list.toLowerCase()}`, email: `${section.list.toLowerCase()}@edit.edu` });
  });

  function add(n: number): Test {
    const request = agent.post(api(section.addPath ?? section.path));
    if (!file) return request.send(Object.fromEntries(required.map((f) => [f.form, valueOf(f, n)])));
    if (section.addPath) request.field('memberType', section.list === 'facultyMember' ? 'faculty' : 'staff');
    for (const f of required) request.field(f.form, valueOf(f, n));
    return request.attach(file.form, fileBytes(), fileName());
  }

  async function items(): Promise<Record<string, unknown>[]> {
    const body = (await agent.get(api(section.addPath ?? section.path)).expect(200)).body;
    return section.addPath ? body.info[section.list] : body.info;
  }

  const itemPath = (items: unknown[], position: number) => {
    const item = items[position] as { id?: string };
    return `${api(section.path)}/${section.plain ? position : item.id}`;
  };
  const storedValue = (item: unknown, field: SectionField) => (section.plain ? item : (item as Record<string, unknown>)[field.stored]);
  const fileUrlOf = (item: unknown) => {
    if (!file) return undefined;
    const ref = (item as Record<string, unknown>)[file.answeredAsUrl ? 'url' : file.stored];
    return file.answeredAsUrl ? (ref as string) : (ref as { url: string } | undefined)?.url;
  };
  const fileStatus = async (url: string) => (await platform.agent().get(url)).status;

  it('edits a text in place with the POST field name; the other fields stay', async () => {
    await add(1).expect(201);
    await add(2).expect(201);
    const before = await items();
    const response = await agent.patch(itemPath(before, 1)).send({ [first.form]: valueOf(first, 7) }).expect(200);
    expect(response.body).toMatchObject({ success: true, message: M.saved });
    const after = await items();
    expect(storedValue(after[1], first)).toBe(valueOf(first, 7));
    if (!section.plain) expect({ ...after[1], [first.stored]: undefined }).toEqual({ ...before[1], [first.stored]: undefined });
    expect(after[0]).toEqual(before[0]);
  });

  it('refuses to blank a required field, and an edit naming nothing, changing nothing', async () => {
    const before = await items();
    const blank = await agent.patch(itemPath(before, 0)).send({ [required[0]?.form ?? first.form]: ' ' });
    if (required.length > 0) {
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ success: false, message: section.requiredMessage });
    }
    const empty = await agent.patch(itemPath(before, 0)).send({}).expect(400);
    expect(empty.body.message).toBe(API_MESSAGES.request.emptyBody);
    const unknown = await agent.patch(itemPath(before, 0)).send({ nonsense: 'x' }).expect(400);
    expect(unknown.body.message).toBe(API_MESSAGES.request.unknownField('nonsense'));
    if (required.length > 0) expect(await items()).toEqual(before);
  });

  it('answers an unknown item with 404', async () => {
    const missing = section.plain ? `${api(section.path)}/99` : `${api(section.path)}/0123456789abcdef`;
    const response = await agent.patch(missing).send({ [first.form]: valueOf(first, 3) }).expect(404);
    expect(response.body.success).toBe(false);
  });

  if (file) {
    it('replaces the file on an edit, the old one kept for the version that points at it', async () => {
      const before = await items();
      const oldUrl = fileUrlOf(before[0]);
      const response = await agent.patch(itemPath(before, 0)).attach(file.form, fileBytes(), fileName()).expect(200);
      expect(response.body.success).toBe(true);
      const after = await items();
      const newUrl = fileUrlOf(after[0]);
      expect(newUrl).toMatch(/^\/api\/files\//);
      expect(newUrl).not.toBe(oldUrl);
      expect(storedValue(after[0], first)).toEqual(storedValue(before[0], first));
      expect(await fileStatus(newUrl as string)).toBe(200);
      // A kept version still points at it (history/version-files.ts): it goes with the version.
      if (oldUrl) expect(await fileStatus(oldUrl)).toBe(200);
    });
  }

  it('moves an item to a new position, and refuses a position past the end', async () => {
    await add(3).expect(201);
    const before = await items();
    const moved = await agent.post(`${itemPath(before, 2)}/move`).send({ to: 0 }).expect(200);
    expect(moved.body.message).toBe(M.moved);
    expect(await items()).toEqual([before[2], before[0], before[1]]);
    const tooFar = await agent.post(`${itemPath(await items(), 0)}/move`).send({ to: 3 }).expect(404);
    expect(tooFar.body.message).toBe(API_MESSAGES.request.indexOutOfRange);
    const notANumber = await agent.post(`${itemPath(await items(), 0)}/move`).send({ to: 'first' }).expect(400);
    expect(notANumber.body.success).toBe(false);
  });

  it('keeps a deleted item (and its file) in Recently deleted and restores it at its old position', async () => {
    const before = await items();
    const removed = await agent.delete(`${api(section.path)}/1`).expect(200);
    expect(removed.body.deletedId).toMatch(/^[a-f0-9]{16}$/);
    expect(await items()).toEqual([before[0], before[2]]);
    const url = fileUrlOf(before[1]);
    if (url) expect(await fileStatus(url)).toBe(200);

    const trash = (await agent.get('/api/dashboard/trash').expect(200)).body;
    // The trash keeps the item as stored, without the historyKey the dashboard's answers give a circular.
    const { historyKey: _key, ...stored } = typeof before[1] === 'object' ? before[1] : { historyKey: undefined };
    expect(trash.info[0]).toMatchObject({ id: removed.body.deletedId, list: section.list, position: 1, item: typeof before[1] === 'object' ? stored : before[1] });

    const restored = await agent.post(`/api/dashboard/trash/${removed.body.deletedId}/restore`).expect(200);
    expect(restored.body.message).toBe(M.restored);
    expect(await items()).toEqual(before);
    expect((await agent.get('/api/dashboard/trash')).body.info.map((e: { id: string }) => e.id)).not.toContain(removed.body.deletedId);
    await agent.post(`/api/dashboard/trash/${removed.body.deletedId}/restore`).expect(404);
  });
});
