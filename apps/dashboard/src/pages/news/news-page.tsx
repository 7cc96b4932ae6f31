import { useState } from 'react';
import { NEWS_API_PATH, newsStoryPath, type NewsStory } from '@schoolpage/content-contract';
import { CheckboxField, TextAreaField, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { PostListPage, type OwnFields } from '../../posts/post-list-page';
import { tellSubscribersWords } from '../../posts/tell-subscribers.words';
import { uploadRichTextPicture } from '../../rich-text/rich-text-field';
import { FileInput } from '../../sections/file-input';
import styles from '../../sections/sections.module.css';
import { newsWords } from './news.words';

/** The cover picture: chosen (with the dashboard's file field and its limits), stored at once, then described. */
function CoverField({ url, onStored }: { url: string; onStored: (url: string) => void }) {
  const words = useWords(newsWords);
  const [problem, setProblem] = useState<string>();
  return (
    <div className={styles.wide}>
      <FileInput
        name="coverImage"
        label={words.t('cover')}
        kind="image"
        onChange={([file]) => {
          if (file) uploadRichTextPicture(file).then(onStored, (error: Error) => setProblem(error.message));
        }}
      />
      {url ? <img className={styles.thumb} src={url} alt="" width={160} height={90} /> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

type StoryFieldsProps = Parameters<OwnFields<NewsStory>['render']>;

/** A story's own fields: summary, cover picture and its description, pinned, and (until it is published) "Tell subscribers". */
function StoryFields({ values, set }: { values: StoryFieldsProps[0]; set: StoryFieldsProps[1] }) {
  const words = useWords(newsWords);
  const tell = useWords(tellSubscribersWords);
  const setSummary = (summary: string) => set('summary', summary);
  const setCover = (url: string) => set('cover', url);
  const setCoverAlt = (altText: string) => set('coverAlt', altText);
  const setPinned = (pinned: boolean) => set('pinned', pinned);
  const setTellSubscribers = (tell: boolean) => set('tellSubscribers', tell);
  return (
    <>
      <TextAreaField label={words.t('summary')} value={String(values.summary)} onChange={(event) => setSummary(event.target.value)} rows={2} maxLength={400} />
      <CoverField url={String(values.cover)} onStored={setCover} />
      {values.cover ? <TextField label={words.t('coverAlt')} value={String(values.coverAlt)} onChange={(event) => setCoverAlt(event.target.value)} /> : null}
      <CheckboxField label={words.t('pinned')} checked={values.pinned === true} onChange={(event) => setPinned(event.target.checked)} />
      {values.published ? (
        <p className={styles.muted}>{tell.t('alreadyPublished')}</p>
      ) : (
        <CheckboxField label={tell.t('label')} hint={tell.t('hint:news')} checked={values.tellSubscribers === true} onChange={(event) => setTellSubscribers(event.target.checked)} />
      )}
    </>
  );
}

const storyFields: OwnFields<NewsStory> = {
  initial: (story) => ({
    summary: story?.summary ?? '',
    cover: story?.coverImage?.url ?? '',
    coverAlt: story?.coverImage?.altText ?? '',
    pinned: story?.pinned ?? false,
    // Subscribers are sent a story once, when it is first published: the box is there until then.
    published: story !== undefined && story.status !== 'draft',
    tellSubscribers: story?.tellSubscribers !== false,
  }),
  render: (values, set) => <StoryFields values={values} set={set} />,
  payload: (values) => ({
    summary: values.summary,
    pinned: values.pinned === true,
    coverImage: values.cover ? { url: values.cover, altText: values.coverAlt } : null,
    ...(values.published ? {} : { tellSubscribers: values.tellSubscribers === true }),
  }),
};

/** News: the school's stories, written with the rich-text editor, scheduled, pinned. */
export function NewsPage() {
  const words = useWords(newsWords);
  return (
    <PostListPage<NewsStory>
      title={words.t('title')}
      noun={words.t('noun')}
      path={NEWS_API_PATH}
      address={(story) => `/${newsStoryPath(story.slug)}`}
      fields={storyFields}
      textLabel={words.t('text')}
    />
  );
}
