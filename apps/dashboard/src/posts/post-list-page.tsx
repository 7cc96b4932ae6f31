import { useState, type FormEvent, type ReactNode } from 'react';
import { instantToWallTime, scheduleLabel, wallTimeToInstant, type RichTextDocument, type Scheduled } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback } from '../feedback/use-feedback';
import { useItemRemoval } from '../sections/use-item-removal';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { uploadRichTextFile, uploadRichTextPicture } from '../rich-text/rich-text-field';
import { SectionCard } from '../sections/section-card';
import { SectionPage } from '../sections/section-page';
import styles from '../sections/sections.module.css';
import { useWords } from '@schoolpage/words';
import { postsWords } from './posts.words';
import { useSchoolTimeZone } from '../layout/school-time-zone';

/** What every post (a page, a story) has: an id, a title, a text and a schedule. */
export interface Post extends Scheduled {
  id: string;
  title: string;
  body: RichTextDocument;
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

  async function call(request: () => Promise<ApiAnswer>, failed: string) {
    try {
      feedback.success(successText(await request()));
      await posts.reload();
      return true;
    } catch (error) {
      feedback.error(failureText(`${failed} {message}`, error));
      return false;
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
                <strong>{post.title}</strong>
                <p className={styles.itemMeta}>
                  {address(post)} · <span data-schedule-state>{scheduleLabel(post, now, timeZone)}</span>
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
                <Button className={styles.secondaryButton} data-item-action="delete" onClick={() => void removal.remove({ path: `${path}/${post.id}` }, post.title)} aria-label={words.t('deleteOf', { title: post.title })}>
                  {words.t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {editing === undefined ? <Button onClick={() => setEditing('new')}>{words.t('writeNew', { noun })}</Button> : null}
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
            onSave={async (payload, post) => {
              const saved = await call(
                () => (post ? apiRequest(`${path}/${post.id}`, { method: 'PATCH', json: payload }) : apiRequest(path, { method: 'POST', json: payload })),
                words.t('saveFailed', { noun }),
              );
              if (saved) setEditing(undefined);
            }}
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
  onSave: (payload: Record<string, unknown>, post: P | undefined) => Promise<void>;
  onCancel: () => void;
}

function PostForm<P extends Post>({ post, fields, noun, textLabel, onSave, onCancel }: PostFormProps<P>) {
  const timeZone = useSchoolTimeZone();
  const [titleText, setTitleText] = useState(post?.title ?? '');
  const [body, setBody] = useState<RichTextDocument | undefined>(post?.body);
  const [values, setValues] = useState(fields.initial(post));
  const [publishAt, setPublishAt] = useState(instantToWallTime(post?.publishAt, timeZone));
  const [expireAt, setExpireAt] = useState(instantToWallTime(post?.expireAt, timeZone));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const words = useWords(postsWords);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!titleText.trim()) return setError(words.t('titleNeeded', { noun }));
    setError(undefined);
    setBusy(true);
    const time = (typed: string) => (typed ? (wallTimeToInstant(typed, timeZone) ?? typed) : null);
    await onSave({ title: titleText, ...(body ? { body } : {}), ...fields.payload(values), publishAt: time(publishAt), expireAt: time(expireAt) }, post);
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={words.t('title')} value={titleText} onChange={(event) => setTitleText(event.target.value)} error={error} />
      {fields.render(values, (name, value) => setValues((previous) => ({ ...previous, [name]: value })))}
      <RichTextEditor label={textLabel} value={body} onChange={setBody} uploadPicture={uploadRichTextPicture} attachFile={uploadRichTextFile} />
      <div className={styles.fields}>
        <TextField label={words.t('publishAt')} type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} hint={words.t('publishAtHint')} />
        <TextField label={words.t('removeAt')} type="datetime-local" value={expireAt} onChange={(event) => setExpireAt(event.target.value)} hint={words.t('removeAtHint')} />
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel={words.t('saving')}>{words.t('save', { noun })}</SubmitButton>
        <Button className={styles.secondaryButton} onClick={onCancel}>
          {words.t('cancel')}
        </Button>
      </div>
    </form>
  );
}
