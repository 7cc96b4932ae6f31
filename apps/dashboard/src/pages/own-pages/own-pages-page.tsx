import { ownPagePath, OWN_PAGES_API_PATH, type OwnPage } from '@schoolpage/content-contract';
import { CheckboxField, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { PostListPage, type OwnFields } from '../../posts/post-list-page';
import { ownPagesWords } from './own-pages.words';

type PageFieldsProps = Parameters<OwnFields<OwnPage>['render']>;

/** A page's own fields: its address and whether the site's menu shows it. */
function PageFields({ values, set }: { values: PageFieldsProps[0]; set: PageFieldsProps[1] }) {
  const words = useWords(ownPagesWords);
  const setSlug = (slug: string) => set('slug', slug);
  const setShowInMenu = (shown: boolean) => set('showInMenu', shown);
  return (
    <>
      <TextField label={words.t('address')} value={String(values.slug)} onChange={(event) => setSlug(event.target.value)} hint={words.t('addressHint')} spellCheck={false} />
      <CheckboxField label={words.t('showInMenu')} checked={values.showInMenu === true} onChange={(event) => setShowInMenu(event.target.checked)} />
    </>
  );
}

const pageFields: OwnFields<OwnPage> = {
  initial: (page) => ({ slug: page?.slug ?? '', showInMenu: page?.showInMenu ?? true }),
  render: (values, set) => <PageFields values={values} set={set} />,
  payload: (values) => ({ ...(values.slug ? { slug: String(values.slug).trim() } : {}), showInMenu: values.showInMenu === true }),
};

/** Pages: the school's own pages ("Fee structure", "Transport routes"), in the menu's order. */
export function OwnPagesPage() {
  const words = useWords(ownPagesWords);
  return (
    <PostListPage<OwnPage>
      title={words.t('title')}
      noun={words.t('noun')}
      path={OWN_PAGES_API_PATH}
      address={(page) => `/${ownPagePath(page.slug)}`}
      fields={pageFields}
      textLabel={words.t('text')}
      movable
    />
  );
}
