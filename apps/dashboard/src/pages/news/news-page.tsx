import { useState } from 'react';
import { NEWS_API_PATH, newsStoryPath, type NewsStory } from '@schoolpage/content-contract';
import { CheckboxField, TextAreaField, TextField } from '@schoolpage/ui';
import { PostListPage, type OwnFields } from '../../posts/post-list-page';
import { uploadRichTextPicture } from '../../rich-text/rich-text-field';

/** The cover picture: chosen, stored at once, then described. */
function CoverField({ url, onStored }: { url: string; onStored: (url: string) => void }) {
  const [problem, setProblem] = useState<string>();
  return (
    <div>
      <label htmlFor="story-cover">Cover picture (optional)</label>
      <input
        id="story-cover"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) uploadRichTextPicture(file).then(onStored, (error: Error) => setProblem(error.message));
        }}
      />
      {url ? <img src={url} alt="" width={160} height={90} /> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

const storyFields: OwnFields<NewsStory> = {
  initial: (story) => ({ summary: story?.summary ?? '', cover: story?.coverImage?.url ?? '', coverAlt: story?.coverImage?.altText ?? '', pinned: story?.pinned ?? false }),
  render: (values, set) => (
    <>
      <TextAreaField label="Summary" value={String(values.summary)} onChange={(event) => set('summary', event.target.value)} rows={2} maxLength={400} />
      <CoverField url={String(values.cover)} onStored={(url) => set('cover', url)} />
      {values.cover ? <TextField label="Cover description (alt text)" value={String(values.coverAlt)} onChange={(event) => set('coverAlt', event.target.value)} /> : null}
      <CheckboxField label="Pin to the top of the news" checked={values.pinned === true} onChange={(event) => set('pinned', event.target.checked)} />
    </>
  ),
  payload: (values) => ({
    summary: values.summary,
    pinned: values.pinned === true,
    coverImage: values.cover ? { url: values.cover, altText: values.coverAlt } : null,
  }),
};

/** News: the school's stories, written with the rich-text editor, scheduled, pinned. */
export function NewsPage() {
  return <PostListPage<NewsStory> title="News" noun="story" path={NEWS_API_PATH} address={(story) => `/${newsStoryPath(story.slug)}`} fields={storyFields} textLabel="Story" />;
}
