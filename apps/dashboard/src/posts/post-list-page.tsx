import { useState, type FormEvent, type ReactNode } from 'react';
import { draftPreviewAddress, instantToWallTime, scheduleLabel, sitePath, wallTimeToInstant, type PostStatus, type RichTextDocument, type Scheduled } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback } from '../feedback/use-feedback';
import { useItemRemoval } from '../sections/use-item-removal';
import { useSiteStatus } from '../layout/site-status';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { uploadRichTextFile, uploadRichTextPicture } from '../rich-text/rich-text-field';
import { SectionCard } from '../sections/section-card';
import { SectionPage } from '../sections/section-page';
import styles from '../sections/sections.module.css';
import { useWords } from '@schoolpage/words';
import { HistoryLink } from '../history/history-link';
import { postsWords } from './posts.words';
import { useSchoolTimeZone } from '../layout/school-time-zone';

/** What every post (a page, a story) has: an id, a title, a text and a schedule. */
export interface Post extends Scheduled {
  id: string;
  title: string;
  body: RichTextDocument;
  /** The key of its versions (every dashboard answer names it): its "History". */
  historyKey?: string;
}

/** The fields of a post's form that one kind has of its own (a story's summary, a page's address). */
export interface OwnFields<P extends Post> {
  /** The values of the form for `post` (a new one when undefined). */
  initial: (post: P | undefined) => Record<string, string | boolean>;
  /** The controls, given the values and a setter. */
  render: (values: Record<string, string | boolean>, set: (name: string, value: string | boolean) => void) => ReactNode;
  /** What is sent for them. */
  payload: (values: Record<string, string | boolean>) => Record<string, unknown>;
}

interface PostListPageProps<P extends Post> {
  title: string;
  /** "page", "story": in buttons and messages. */
  noun: string;
  path: string;
  /** Where the post is seen on the site, shown in the list. */
  address: (post: P) => string;
  fields: OwnFields<P>;
  textLabel: string;
  /** Pages can be moved (the menu's order). */
  movable?: boolean;
}

const readPosts = <P,>(body: ApiAnswer) => (Array.isArray(body.info) ? (body.info as P[]) : []);

/** A dashboard page that lists a kind of post with its schedule's state, and writes, changes, moves and deletes them. */
export function PostListPage<P extends Post>({ title, noun, path, address, fields, textLabel, movable }: PostListPageProps<P>) {
  const posts = useApiResource<P[]>(path, readPosts, []);
  const words = useWords(postsWords);
  const feedback = useFeedback();
  const [editing, setEditing] = useState<P | 'new' | undefined>();
  const now = Date.now();
  const timeZone = useSchoolTimeZone();
  // A delete asks first and offers Undo: the post waits in Recently deleted.
  const removal = useItemRemoval({ failed: words.t('deleteFailed', { noun }), feedback, onRemoved: () => posts.reload() });

  const { profile } = useSiteStatus();
  // A preview is the post's page on this platform's own address (where the session is), with the preview query.
  const previewOf = (post: P) => (profile?.slug ? draftPreviewAddress(sitePath(profile.slug, address(post).replace(/^\//, ''))) : undefined);

  /** Sends a request and reloads the list; the answer's post, or undefined when it failed (the message says why). */
  async function call(request: () => Promise<ApiAnswer>, failed: string): Promise<P | undefined> {
    try {
      const answer = await request();
      feedback.success(successText(answer));
      await posts.reload();
      return (answer.info ?? {}) as P;
    } catch (error) {
      feedback.error(failureText(`${failed} {message}`, error));
      return undefined;
    }
  }

  return (
    <SectionPage title={title}>
      <SectionCard title={words.t('yourPosts', { title: title.toLocaleLowerCase(words.language) })}>
        {posts.status === 'loading' ? <p role="status">{words.t('loading')}</p> : null}
        {posts.status === 'ready' && posts.data.length === 0 ? <p className={styles.muted}>{words.t('nothingYet')}</p> : null}
        <ul className={styles.list} aria-label={words.t('yourPosts', { title: title.toLocaleLowerCase(words.language) })}>
          {posts.data.map((post, index) => (
            <li key={post.id} className={styles.item}>
              <div>
                <strong id={`post-title-${post.id}`}>{post.title}</strong>
                <p className={styles.itemMeta}>
                  {address(post)} ·{' '}
                  {post.status === 'draft' ? (
                    <span className={styles.draftBadge} data-schedule-state="draft">
                      {words.t('draft')}
                    </span>
                  ) : (
                    <span data-schedule-state>{scheduleLabel(post, now, timeZone)}</span>
                  )}
                </p>
              </div>
              <div className={styles.formActions}>
                <Button className={styles.secondaryButton} onClick={() => setEditing(post)} aria-label={words.t('editOf', { title: post.title })}>
                  {words.t('edit')}
                </Button>
                {movable && index > 0 ? (
                  <Button className={styles.secondaryButton} onClick={() => void call(() => apiRequest(`${path}/${post.id}/move`, { method: 'POST', json: { to: index - 1 } }), words.t('moveFailed', { noun }))} aria-label={words.t('moveUpOf', { title: post.title })}>
                    {words.t('moveUp')}
                  </Button>
                ) : null}
                {post.historyKey ? <HistoryLink historyKey={post.historyKey} describedBy={`post-title-${post.id}`} /> : null}
                <Button className={styles.secondaryButton} data-item-action="delete" onClick={() => void removal.remove({ path: `${path}/${post.id}` }, post.title)} aria-label={words.t('deleteOf', { title: post.title })}>
                  {words.t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {editing === undefined ? (
          <Button className={`${styles.secondaryButton} ${styles.startButton}`} onClick={() => setEditing('new')}>
            {words.t('writeNew', { noun })}
          </Button>
        ) : null}
        <FeedbackAlert feedback={feedback} />
        {removal.dialog}
      </SectionCard>
      {editing !== undefined ? (
        <SectionCard title={words.t(editing === 'new' ? 'newPost' : 'editPost', { noun })}>
          <PostForm
            key={editing === 'new' ? 'new' : editing.id}
            post={editing === 'new' ? undefined : editing}
            fields={fields}
            noun={noun}
            textLabel={textLabel}
            onCancel={() => setEditing(undefined)}
            onSave={async (payload, post, then) => {
              const saved = await call(
                () => (post ? apiRequest(`${path}/${post.id}`, { method: 'PATCH', json: payload }) : apiRequest(path, { method: 'POST', json: payload })),
                words.t('saveFailed', { noun }),
              );
              if (!saved) return undefined;
              // Published: the form closes. A draft stays open, now saved (a contributor's proposal has no id yet).
              if (then === 'close') setEditing(undefined);
              else if (saved.id) setEditing(saved);
              return saved.id ? saved : undefined;
            }}
            previewOf={previewOf}
          />
        </SectionCard>
      ) : null}
    </SectionPage>
  );
}

interface PostFormProps<P extends Post> {
  post: P | undefined;
  fields: OwnFields<P>;
  noun: string;
  textLabel: string;
  /** Saves; `then` says whether the form closes (published) or stays open (a draft). The saved post, if any. */
  onSave: (payload: Record<string, unknown>, post: P | undefined, then: 'close' | 'stay') => Promise<P | undefined>;
  onCancel: () => void;
  /** The address of a saved post's preview. */
  previewOf: (post: P) => string | undefined;
}

function PostForm<P extends Post>({ post, fields, noun, textLabel, onSave, onCancel, previewOf }: PostFormProps<P>) {
  const timeZone = useSchoolTimeZone();
  const [titleText, setTitleText] = useState(post?.title ?? '');
  const [body, setBody] = useState<RichTextDocument | undefined>(post?.body);
  const [values, setValues] = useState(fields.initial(post));
  const [publishAt, setPublishAt] = useState(instantToWallTime(post?.publishAt, timeZone));
  const [expireAt, setExpireAt] = useState(instantToWallTime(post?.expireAt, timeZone));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'publish' | 'draft' | 'preview'>();
  const words = useWords(postsWords);
  const published = post !== undefined && post.status !== 'draft';

  /** Saves the post as a draft or published: "Save draft", "Preview" (a draft, then its page in a new tab), "Publish". */
  async function save(action: 'publish' | 'draft' | 'preview') {
    if (!titleText.trim()) return setError(words.t('titleNeeded', { noun }));
    setError(undefined);
    setBusy(action);
    // The tab is opened at the press (a tab opened after a wait is blocked as a pop-up), and given its address once saved.
    const tab = action === 'preview' ? window.open('', '_blank') : null;
    const time = (typed: string) => (typed ? (wallTimeToInstant(typed, timeZone) ?? typed) : null);
    const status: PostStatus = action === 'publish' ? 'published' : 'draft';
    const payload = { title: titleText, ...(body ? { body } : {}), ...fields.payload(values), publishAt: time(publishAt), expireAt: time(expireAt), status };
    const saved = await onSave(payload, post, action === 'publish' ? 'close' : 'stay');
    const preview = saved ? previewOf(saved) : undefined;
    if (tab && preview) tab.location.href = preview;
    else tab?.close();
    setBusy(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save('publish');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <TextField label={words.t('title')} value={titleText} onChange={(event) => setTitleText(event.target.value)} error={error} />
        {fields.render(values, (name, value) => setValues((previous) => ({ ...previous, [name]: value })))}
      </div>
      <RichTextEditor label={textLabel} value={body} onChange={setBody} uploadPicture={uploadRichTextPicture} attachFile={uploadRichTextFile} />
      <div className={styles.fields}>
        <TextField label={words.t('publishAt')} type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} hint={words.t('publishAtHint')} />
        <TextField label={words.t('removeAt')} type="datetime-local" value={expireAt} onChange={(event) => setExpireAt(event.target.value)} hint={words.t('removeAtHint')} />
      </div>
      {published ? <p className={styles.itemMeta}>{words.t('draftTakesOff', { noun })}</p> : null}
      <div className={styles.formActions}>
        <Button className={styles.secondaryButton} busy={busy === 'draft'} busyLabel={words.t('saving')} onClick={() => void save('draft')}>
          {words.t('saveDraft')}
        </Button>
        <Button className={styles.secondaryButton} busy={busy === 'preview'} busyLabel={words.t('saving')} onClick={() => void save('preview')}>
          {words.t('preview')}
        </Button>
        <SubmitButton busy={busy === 'publish'} busyLabel={words.t('saving')}>
          {words.t('publish')}
        </SubmitButton>
        <Button className={styles.secondaryButton} onClick={onCancel}>
          {words.t('cancel')}
        </Button>
      </div>
    </form>
  );
}
