export * from './news-story';
export * from './news-messages';
export * from './news-story.schema';
