/** Search's part of the platform's migrate step on MongoDB: the search fields and typo keys older documents lack. */
export { backfillSearchFields } from './mongo/mongo-search-backfill';
