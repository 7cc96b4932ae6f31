import { EMPTY_RICH_TEXT, freeSlug, NEWS_MESSAGES as M, toldOrNot, type NewNewsStory, type NewsStory, type NewsStoryChange } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';
import { newItemId } from '../sites/site-lists';

/** The story asked for is not there (deleted, or another school's). */
export class StoryNotFoundError extends DomainError {
  constructor() {
    super('notFound', M.notFound);
  }
}

/** The story `id` names in `stories`, or StoryNotFoundError. */
export function storyOf(stories: readonly NewsStory[], id: string): NewsStory {
  const story = stories.find((candidate) => candidate.id === id);
  if (!story) throw new StoryNotFoundError();
  return story;
}

/** A new story, its address made from its title; published at once when no time is given, unless it is a draft. */
export function newStory(stories: readonly NewsStory[], input: NewNewsStory, now: Date): NewsStory {
  return {
    id: newItemId(),
    title: input.title,
    slug: freeSlug(input.title, stories.map((story) => story.slug), 'story'),
    summary: input.summary ?? '',
    body: input.body ?? EMPTY_RICH_TEXT,
    ...(input.coverImage ? { coverImage: input.coverImage } : {}),
    pinned: input.pinned ?? false,
    ...toldOrNot(input.tellSubscribers),
    status: input.status ?? 'published',
    ...(input.publishAt ? { publishAt: input.publishAt } : {}),
    ...(input.expireAt ? { expireAt: input.expireAt } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** The story with the change applied (its address stays, so links to it keep working); `null` clears. */
export function changedStory(story: NewsStory, change: NewsStoryChange, now: Date): NewsStory {
  const next: NewsStory = { ...story, updatedAt: now.toISOString() };
  if (change.title !== undefined) next.title = change.title;
  if (change.summary !== undefined) next.summary = change.summary;
  if (change.body !== undefined) next.body = change.body;
  if (change.pinned !== undefined) next.pinned = change.pinned;
  if (change.status !== undefined) next.status = change.status;
  if (change.tellSubscribers === false) next.tellSubscribers = false;
  else if (change.tellSubscribers) delete next.tellSubscribers;
  if (change.coverImage === null) delete next.coverImage;
  else if (change.coverImage) next.coverImage = change.coverImage;
  for (const time of ['publishAt', 'expireAt'] as const) {
    if (change[time] === null) delete next[time];
    else if (change[time]) next[time] = change[time];
  }
  return next;
}
