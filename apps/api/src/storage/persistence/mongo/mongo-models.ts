import { Schema, type Connection } from 'mongoose';

/** Collections of the MongoDB adapter; documents mirror the port's records (`_id` is the record id). */
export function defineMongoModels(connection: Connection) {
  const account = new Schema(
    {
      _id: String,
      userId: String,
      userIdKey: { type: String, unique: true },
      email: String,
      emailKey: { type: String, unique: true },
      organizationName: String,
      country: String,
      phone: String,
      passwordHash: String,
      isAccountVerified: Boolean,
      twoStepRequired: Boolean,
      dashboardLanguage: String,
      failedLogins: Number,
      lockedUntil: { type: Number, default: null },
      createdAt: Number,
    },
    { versionKey: false },
  );
  const site = new Schema(
    {
      _id: String,
      version: Number,
      updatedAt: Number,
      isPublish: Boolean,
      templateName: String,
      organizationName: String,
      address: String,
      content: Schema.Types.Mixed,
      // Search fields (search/mongo/mongo-school-search.ts), present only while the site is published.
      searchName: String,
      searchNameWords: String,
      searchAllWords: String,
      searchNameTerms: [String],
      searchTerms: [String],
    },
    { versionKey: false, minimize: false },
  );
  // Published sites in id order (sitemap pages, their boundaries read from the index alone), and counted by template.
  site.index({ isPublish: 1, _id: 1 });
  site.index({ isPublish: 1, templateName: 1 });
  // The sites saved lately (posts a crash may have left unqueued).
  site.index({ updatedAt: 1 });
  site.index({ searchName: 1, _id: 1 }, { sparse: true });
  // A term's schools in the order results are listed (name, then id), so a search reads only as far as it lists.
  site.index({ searchNameTerms: 1, searchName: 1, _id: 1 });
  site.index({ searchTerms: 1, searchName: 1, _id: 1 });
  // Whole words of published names and addresses, each under its typo keys (search/engine/search-terms.ts typoKeys), for typo corrections.
  const searchWord = new Schema({ _id: String, typoKeys: [String] }, { versionKey: false });
  searchWord.index({ typoKeys: 1 });
  // Expiry times are Dates, so a TTL index removes sessions, codes, limits and leases once they run out.
  const session = new Schema({ _id: String, accountId: { type: String, index: true }, createdAt: Number, expiresAt: Date }, { versionKey: false });
  session.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const code = new Schema(
    { accountId: String, purpose: String, codeHash: String, sentAt: Number, expiresAt: Date, attempts: Number },
    { versionKey: false },
  );
  code.index({ accountId: 1, purpose: 1 }, { unique: true });
  code.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const limit = new Schema({ _id: String, count: Number, opensAt: Date, expiresAt: Date, passed: Boolean }, { versionKey: false });
  limit.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const lease = new Schema({ _id: String, holder: String, expiresAt: Date }, { versionKey: false });
  lease.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const counter = new Schema({ _id: String, value: Number }, { versionKey: false });
  const siteAddress = new Schema({ _id: String, organizationId: String, claimedAt: Number }, { versionKey: false });
  siteAddress.index({ organizationId: 1, claimedAt: -1 });
  // A school's own domain (domains/, `_id` the school's id); a name is verified for one school at most.
  const siteDomain = new Schema({ _id: String, hostname: String, status: String, record: Schema.Types.Mixed }, { versionKey: false, minimize: false });
  siteDomain.index({ hostname: 1 }, { unique: true, partialFilterExpression: { status: 'verified' } });
  // A published site's visitors' answer as of one version of the site, good until its next scheduled change (public/published-answers/).
  const publishedAnswer = new Schema({ _id: String, version: Number, answer: Buffer, expiresAt: Number }, { versionKey: false });
  // A parent's admission enquiry (enquiries/), listed per school newest first; old ones go by the daily retention job.
  const enquiry = new Schema(
    { _id: String, organizationId: String, createdAt: Number, status: String, classSought: String, record: Schema.Types.Mixed },
    { versionKey: false, minimize: false },
  );
  enquiry.index({ organizationId: 1, createdAt: -1 });
  enquiry.index({ createdAt: 1 });
  // A parent's subscription to a school's updates (subscriptions/): one per address and school.
  const subscriber = new Schema(
    { _id: String, organizationId: String, email: String, confirmedAt: Number, confirmTokenHash: String, confirmExpiresAt: Number, record: Schema.Types.Mixed },
    { versionKey: false, minimize: false },
  );
  subscriber.index({ organizationId: 1, email: 1 }, { unique: true });
  subscriber.index({ confirmTokenHash: 1 }, { unique: true, partialFilterExpression: { confirmTokenHash: { $type: 'string' } } });
  subscriber.index({ organizationId: 1, confirmedAt: 1 });
  // A browser's web push subscription to a school's updates (subscriptions/): one per endpoint and school.
  const pushSubscriber = new Schema({ _id: String, organizationId: String, endpoint: String, consentAt: Number, record: Schema.Types.Mixed }, { versionKey: false, minimize: false });
  pushSubscriber.index({ organizationId: 1, endpoint: 1 }, { unique: true });
  pushSubscriber.index({ organizationId: 1, consentAt: 1 });
  // A post to send to a school's subscribers (`_id` school:topic:item, so once per post), and each delivery of it.
  const subscriptionSend = new Schema({ _id: String, organizationId: String, dueAt: Number, state: String, record: Schema.Types.Mixed }, { versionKey: false, minimize: false });
  subscriptionSend.index({ state: 1, dueAt: 1 });
  subscriptionSend.index({ organizationId: 1, dueAt: -1 });
  subscriptionSend.index({ dueAt: 1 });
  const subscriptionDelivery = new Schema({ _id: String, sendId: String, channel: String, state: String, tries: Number, retryAt: Number, problem: String }, { versionKey: false });
  subscriptionDelivery.index({ sendId: 1, state: 1 });
  // A version of one thing of a school's site (history/): listed per thing, newest first; kept whole (`keyframe`) or as a
  // patch from the version it `follows` (each version is followed by one at most).
  const siteVersion = new Schema(
    { _id: String, organizationId: String, thing: String, order: Number, at: Number, keyframe: Boolean, follows: Number, files: [String], record: Schema.Types.Mixed },
    { versionKey: false, minimize: false },
  );
  siteVersion.index({ organizationId: 1, thing: 1, order: -1 });
  siteVersion.index({ organizationId: 1, thing: 1, follows: 1 }, { unique: true, partialFilterExpression: { follows: { $type: 'number' } } });
  siteVersion.index({ files: 1, organizationId: 1 });
  siteVersion.index({ at: 1 });
  // How long each school keeps its enquiries (`_id` is the school's id); a school with none keeps the default.
  const enquirySetting = new Schema({ _id: String, retentionDays: Number }, { versionKey: false });
  // Visitor figures (visitors/): one document per school, day and counted thing; the day's salt and the visitors seen
  // that day are kept only until the day ends (TTL).
  const visitFigure = new Schema({ _id: String, organizationId: String, day: String, kind: String, key: String, views: Number, visitors: Number }, { versionKey: false });
  visitFigure.index({ organizationId: 1, day: 1 });
  const visitSeen = new Schema({ _id: String, expiresAt: Date }, { versionKey: false });
  visitSeen.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const visitSalt = new Schema({ _id: String, salt: String, expiresAt: Date }, { versionKey: false });
  visitSalt.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  // The people of each school and invitations to join one (issue #25).
  const member = new Schema(
    { _id: String, organizationId: String, role: String, fullName: String, joinedAt: Number, lastSeenAt: Number, removedAt: Number, twoStep: Schema.Types.Mixed, joinedByInvitation: Boolean },
    { versionKey: false },
  );
  member.index({ organizationId: 1, joinedAt: 1 });
  // Members of a school they did not register, counted from this index alone (schools = accounts - these).
  member.index({ joinedByInvitation: 1 }, { partialFilterExpression: { joinedByInvitation: true } });
  const invitation = new Schema(
    { _id: String, organizationId: String, email: String, role: String, tokenHash: { type: String, unique: true }, invitedBy: String, createdAt: Number, expiresAt: Date, acceptBy: Date, acceptedAt: Number },
    { versionKey: false },
  );
  invitation.index({ organizationId: 1, createdAt: 1 });
  invitation.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const approval = new Schema(
    { _id: String, organizationId: String, proposedBy: String, createdAt: Number, status: String, decidedBy: String, decidedAt: Number, note: String, changes: Schema.Types.Mixed, restore: Boolean },
    { versionKey: false, minimize: false },
  );
  approval.index({ organizationId: 1, status: 1, createdAt: -1 });
  const activityEntry = new Schema(
    { _id: String, organizationId: String, at: Date, order: Schema.Types.ObjectId, actorId: String, actorName: String, section: String, what: String, address: String },
    { versionKey: false },
  );
  activityEntry.index({ organizationId: 1, at: -1, order: -1 });
  activityEntry.index({ at: 1 }, { expireAfterSeconds: 365 * 24 * 60 * 60 });
  // One document per subject that transactions decide on together (mongo-guard.ts): written by each, so they conflict.
  const guard = new Schema({ _id: String, writes: Number }, { versionKey: false });
  const fileOwner = new Schema({ _id: String, organizationId: String, createdAt: Number }, { versionKey: false });

  return {
    accounts: connection.model('Account', account, 'accounts'),
    sites: connection.model('Site', site, 'sites'),
    sessions: connection.model('Session', session, 'sessions'),
    codes: connection.model('OneTimeCode', code, 'one_time_codes'),
    counters: connection.model('Counter', counter, 'counters'),
    siteAddresses: connection.model('SiteAddress', siteAddress, 'site_addresses'),
    fileOwners: connection.model('FileOwner', fileOwner, 'file_owners'),
    guards: connection.model('Guard', guard, 'guards'),
    limits: connection.model('Limit', limit, 'limits'),
    leases: connection.model('Lease', lease, 'leases'),
    searchWords: connection.model('SearchWord', searchWord, 'search_words'),
    members: connection.model('Member', member, 'members'),
    invitations: connection.model('Invitation', invitation, 'invitations'),
    approvals: connection.model('Approval', approval, 'approvals'),
    activity: connection.model('ActivityEntry', activityEntry, 'activity'),
    publishedAnswers: connection.model('PublishedAnswer', publishedAnswer, 'published_answers'),
    siteDomains: connection.model('SiteDomain', siteDomain, 'site_domains'),
    enquiries: connection.model('Enquiry', enquiry, 'enquiries'),
    enquirySettings: connection.model('EnquirySetting', enquirySetting, 'enquiry_settings'),
    subscribers: connection.model('Subscriber', subscriber, 'subscribers'),
    pushSubscribers: connection.model('PushSubscriber', pushSubscriber, 'push_subscribers'),
    subscriptionSends: connection.model('SubscriptionSend', subscriptionSend, 'subscription_sends'),
    subscriptionDeliveries: connection.model('SubscriptionDelivery', subscriptionDelivery, 'subscription_deliveries'),
    siteVersions: connection.model('SiteVersion', siteVersion, 'site_versions'),
    visitFigures: connection.model('VisitFigure', visitFigure, 'visit_figures'),
    visitsSeen: connection.model('VisitSeen', visitSeen, 'visits_seen'),
    visitSalts: connection.model('VisitSalt', visitSalt, 'visit_salts'),
  };
}

export type MongoModels = ReturnType<typeof defineMongoModels>;
