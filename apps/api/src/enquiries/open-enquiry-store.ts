import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import type { EnquiryStore } from './enquiry-store';
import { MongoEnquiryStore } from './mongo-enquiry-store';
import { SqliteEnquiryStore } from './sqlite-enquiry-store';

/** The enquiries kept in the database in use. */
export function openEnquiryStore({ database }: PersistenceAdapter): EnquiryStore {
  return database.kind === 'sqlite' ? new SqliteEnquiryStore(database.db) : new MongoEnquiryStore(database.models);
}
