import { loadRemoteModule } from './remote-modules';
import { RemoteUnavailable } from './remote-unavailable';
import { loadTemplateSectionPreview } from './template-section-preview';

jest.mock('./remote-modules', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

describe("a template's section preview, for the dashboard", () => {
  it("is the template remote's ./SectionPreview component", async () => {
    const Preview = () => null;
    loadRemote.mockResolvedValueOnce({ default: Preview });
    await expect(loadTemplateSectionPreview('template_nbl')).resolves.toBe(Preview);
    expect(loadRemote).toHaveBeenLastCalledWith('template_nbl', './SectionPreview');
  });

  it.each([
    ["the runtime's stand-in for a remote that could not be loaded", { default: RemoteUnavailable }],
    ['a module without a component', {}],
  ])('is refused when the remote answers with %s, so the dashboard keeps its plain preview', async (_case, loaded) => {
    loadRemote.mockResolvedValueOnce(loaded);
    await expect(loadTemplateSectionPreview('template_run')).rejects.toThrow('The template remote "template_run" has no section preview.');
  });

  it('is refused when the remote cannot be reached', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadTemplateSectionPreview('template_run')).rejects.toThrow('remote down');
  });
});
