import { ownPagePath, OWN_PAGES_API_PATH, type OwnPage } from '@schoolpage/content-contract';
import { CheckboxField, TextField } from '@schoolpage/ui';
import { PostListPage, type OwnFields } from '../../posts/post-list-page';

const pageFields: OwnFields<OwnPage> = {
  initial: (page) => ({ slug: page?.slug ?? '', showInMenu: page?.showInMenu ?? true }),
  render: (values, set) => (
    <>
      <TextField
        label="Page address (optional)"
        value={String(values.slug)}
        onChange={(event) => set('slug', event.target.value)}
        hint="Lowercase words joined by hyphens, e.g. fee-structure. Empty: made from the title."
        spellCheck={false}
      />
      <CheckboxField label="Show in the site menu" checked={values.showInMenu === true} onChange={(event) => set('showInMenu', event.target.checked)} />
    </>
  ),
  payload: (values) => ({ ...(values.slug ? { slug: String(values.slug).trim() } : {}), showInMenu: values.showInMenu === true }),
};

/** Pages: the school's own pages ("Fee structure", "Transport routes"), in the menu's order. */
export function OwnPagesPage() {
  return <PostListPage<OwnPage> title="Pages" noun="page" path={OWN_PAGES_API_PATH} address={(page) => `/${ownPagePath(page.slug)}`} fields={pageFields} textLabel="Page text" movable />;
}
