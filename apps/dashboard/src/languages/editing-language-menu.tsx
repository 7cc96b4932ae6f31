import { useId } from 'react';
import { languageName } from './language-name';
import { setEditingLanguage, useEditingLanguage } from './editing-language';
import { useSiteLanguages } from './use-site-languages';
import styles from './editing-language.module.css';
import { useWords } from '@schoolpage/words';
import { editingLanguageWords } from './languages.words';

/**
 * "Editing in": which of the site's languages the dashboard's pages read and save (#29). Shown once the site has
 * more than one language; the page is drawn again in the language chosen.
 */
export function EditingLanguageMenu() {
  const languages = useSiteLanguages();
  const editing = useEditingLanguage();
  const id = useId();
  const words = useWords(editingLanguageWords);
  if (!languages || languages.languages.length < 2) return null;
  const nameOf = (code: string) => languageName(languages.supported.find((language) => language.code === code), code, words.language);
  return (
    <div className={styles.menu}>
      <label htmlFor={id}>{words.t('editingIn')}</label>
      <select id={id} value={editing ?? languages.default} onChange={(event) => setEditingLanguage(event.target.value === languages.default ? undefined : event.target.value)}>
        {languages.languages.map((code) => (
          <option key={code} value={code}>
            {code === languages.default ? words.t('defaultLanguage', { name: nameOf(code) }) : nameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Above every page while another language than the default is edited: what is saved where. */
export function EditingLanguageNotice() {
  const languages = useSiteLanguages();
  const editing = useEditingLanguage();
  const words = useWords(editingLanguageWords);
  if (!languages || !editing) return null;
  const name = languageName(languages.supported.find((language) => language.code === editing), editing, words.language);
  return (
    <p className={styles.notice} role="status">
      {words.t('editingNotice', { name })}
    </p>
  );
}
