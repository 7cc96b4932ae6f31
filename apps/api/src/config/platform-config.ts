import { resolve } from 'node:path';
import { z } from 'zod';
import { sessionSecretProblem } from './session-secret-rule';
import { customDomainSettings } from './custom-domain-settings';
import { parseTrustedProxies } from './trusted-proxies';

/**
 * The one typed configuration of the API, read once from the environment. With no environment at
 * all it runs on the embedded defaults: everything under ./data, served on port 3000.
 */
/** The in-memory caches' and the visits buffer's budgets by default (MiB): 240 MiB in all (apps/api/README.md). */
export const CACHE_BUDGET_MIB = { keptPages: 160, publishedAnswers: 48, searchAnswers: 16, resolvedAddresses: 4, sitePageNames: 4, visitsBuffer: 8 };
export type CacheBudgets = Record<keyof typeof CACHE_BUDGET_MIB, number>;
/** A budget in bytes. */
export const mib = (budget: number) => Math.round(budget * 1024 * 1024);

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  /** Folder of the built front-end (dist/); when present the API serves the whole platform. */
  FRONTEND_DIR: z.string().min(1).default('dist'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  MONGODB_URI: z.string().min(1).optional(),
  MINIO_ENDPOINT: z.string().min(1).optional(),
  MINIO_PORT: z.coerce.number().int().positive().optional(),
  MINIO_USE_SSL: z.enum(['true', 'false']).default('false'),
  MINIO_ACCESS_KEY: z.string().optional(),
  MINIO_SECRET_KEY: z.string().optional(),
  MINIO_BUCKET: z.string().min(3).default('schoolpage'),
  MINIO_REGION: z.string().default('us-east-1'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('SchoolPage <no-reply@schoolpage.local>'),
  OPERATOR_EMAIL: z.string().email().default('support@schoolpage.local'),
  /** Requests per minute one IP address may make to the auth routes and the contact form, all together. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Admission enquiries one address may send per hour, to all schools together. */
  ENQUIRIES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Admission enquiries one school may receive per hour. */
  ENQUIRIES_PER_SCHOOL_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Requests for a school's updates (subscriptions) one address may send per hour, to all schools together. */
  SUBSCRIPTIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Requests for updates one school may receive per hour. */
  SUBSCRIPTIONS_PER_SCHOOL_PER_HOUR: z.coerce.number().int().positive().default(200),
  /** Mails per second sent to a school's subscribers, by the one instance sending at a time (the SMTP server's limit). */
  MAIL_PER_SECOND: z.coerce.number().positive().default(10),
  /** The platform's VAPID key pair (web push, base64url as `web-push generate-vapid-keys` prints it); unset: made once and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who the push services may contact about the platform's notifications (`mailto:` or `https:`); unset: OPERATOR_EMAIL. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  /**
   * The push services a browser's subscription may name (comma-separated host names, `*.` for any below one); only these
   * are ever called, over https. An entry with a scheme (`http://127.0.0.1:4000`) allows exactly that origin (tests).
   */
  PUSH_SERVICE_HOSTS: z.string().default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com'),
  /** Proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed; none by default. */
  TRUSTED_PROXIES: z.string().optional(),
  /** Failed logins for one user ID from one address before each further try must wait (1 s, 2 s, 4 s…). */
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).default(5),
  /** The longest wait between failed logins for one user ID from one address. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  /** Seconds before a new one-time code may be sent to the same account. */
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
  /** One-time codes mailed to one account (reset and verification together) per hour and per day. */
  OTP_CODES_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_CODES_PER_DAY: z.coerce.number().int().positive().default(10),
  /** One-time codes one account may have checked (wrong ones and the last right one) per hour and per day. */
  OTP_TRIES_PER_HOUR: z.coerce.number().int().positive().default(10),
  OTP_TRIES_PER_DAY: z.coerce.number().int().positive().default(20),
  /** Seconds a published site's content and search answers are reused (0 = never). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).default(15),
  /** Memory budgets (MiB) of the in-memory caches; past its budget a cache lets its least recently used entries go. */
  KEPT_PAGES_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.keptPages),
  PUBLISHED_ANSWERS_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.publishedAnswers),
  SEARCH_ANSWERS_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.searchAnswers),
  RESOLVED_ADDRESSES_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.resolvedAddresses),
  SITE_PAGE_NAMES_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.sitePageNames),
  VISITS_BUFFER_MIB: z.coerce.number().min(0).default(CACHE_BUDGET_MIB.visitsBuffer),
  /** Addresses per sitemap file; more make /sitemap.xml an index of /sitemap-1.xml, /sitemap-2.xml… (protocol limit 50,000). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(10).max(50_000).default(50_000),
  /** Changes (adds, deletes, saves) one signed-in school may make to its site per minute. */
  ACCOUNT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Requests carrying files (pictures, PDFs) one signed-in school may send per minute. */
  ACCOUNT_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Pictures decoded at the same time; more wait in a queue (IMAGE_QUEUE_LENGTH long, then 503). */
  IMAGE_JOBS: z.coerce.number().int().min(1).max(8).default(1),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).default(32),
  /** Minutes between sweeps of files no site points at (left by a crash); 0 = only at start-up. */
  FILE_SWEEP_MINUTES: z.coerce.number().min(0).default(60),
  /** Where a change to a school's site is purged from the CDN in front (`PURGE` with `xkey-purge: site-<id>`); unset: no purges. */
  CDN_PURGE_URL: z.string().url().optional(),
  /** Where a school's own subdomain (`www.<name>`) points: its CNAME target; unset: PUBLIC_ORIGIN's host. */
  SITES_CNAME_TARGET: z.string().min(1).optional(),
  /** The platform's public IPv4 and IPv6 addresses (comma-separated) a school's bare domain points at with A and AAAA records. */
  SITES_IPV4: z.string().optional(),
  SITES_IPV6: z.string().optional(),
  /** DNS servers (comma-separated `address` or `address:port`) that check schools' records; unset: the system's. */
  DNS_SERVERS: z.string().optional(),
});

/** Every environment variable the platform reads (deployment files may pass the API no other). */
export const PLATFORM_VARIABLES: readonly string[] = Object.keys(environment.shape);

const checkedEnvironment = environment.superRefine((e, context) => {
  const problem = sessionSecretProblem(e);
  if (problem) context.addIssue({ code: 'custom', path: [], message: problem });
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) context.addIssue({ code: 'custom', path: [], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither.' });
});

export type PlatformConfig = ReturnType<typeof readPlatformConfig>;

export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = checkedEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    throw new Error(`The platform configuration is not valid: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    dataDir,
    frontendDir: resolve(e.FRONTEND_DIR),
    publicOrigin: e.PUBLIC_ORIGIN,
    jwtSecret: e.JWT_SECRET,
    operatorEmail: e.OPERATOR_EMAIL,
    mongodbUri: e.MONGODB_URI,
    minio: e.MINIO_ENDPOINT
      ? {
          endPoint: e.MINIO_ENDPOINT,
          port: e.MINIO_PORT,
          useSSL: e.MINIO_USE_SSL === 'true',
          accessKey: e.MINIO_ACCESS_KEY ?? '',
          secretKey: e.MINIO_SECRET_KEY ?? '',
          bucket: e.MINIO_BUCKET,
          region: e.MINIO_REGION,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    enquiryAllowance: { perAddressPerHour: e.ENQUIRIES_PER_ADDRESS_PER_HOUR, perSchoolPerHour: e.ENQUIRIES_PER_SCHOOL_PER_HOUR },
    subscriptionAllowance: { perAddressPerHour: e.SUBSCRIPTIONS_PER_ADDRESS_PER_HOUR, perSchoolPerHour: e.SUBSCRIPTIONS_PER_SCHOOL_PER_HOUR },
    mailPerSecond: e.MAIL_PER_SECOND,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? `mailto:${e.OPERATOR_EMAIL}` },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim()).filter(Boolean),
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    loginBackoff: { freeFailures: e.LOGIN_FAILURES_BEFORE_DELAY, maxDelayMs: e.LOGIN_MAX_DELAY_SECONDS * 1000 },
    otpResendCooldownMs: e.OTP_RESEND_COOLDOWN_SECONDS * 1000,
    otpLimits: {
      codesPerHour: e.OTP_CODES_PER_HOUR,
      codesPerDay: e.OTP_CODES_PER_DAY,
      triesPerHour: e.OTP_TRIES_PER_HOUR,
      triesPerDay: e.OTP_TRIES_PER_DAY,
    },
    publicCacheMs: e.PUBLIC_CACHE_SECONDS * 1000,
    /** Each in-memory cache's budget in bytes. */
    cacheBytes: {
      keptPages: mib(e.KEPT_PAGES_MIB),
      publishedAnswers: mib(e.PUBLISHED_ANSWERS_MIB),
      searchAnswers: mib(e.SEARCH_ANSWERS_MIB),
      resolvedAddresses: mib(e.RESOLVED_ADDRESSES_MIB),
      sitePageNames: mib(e.SITE_PAGE_NAMES_MIB),
      visitsBuffer: mib(e.VISITS_BUFFER_MIB),
    } satisfies CacheBudgets,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    accountWritesPerMinute: e.ACCOUNT_WRITES_PER_MINUTE,
    accountUploadsPerMinute: e.ACCOUNT_UPLOADS_PER_MINUTE,
    imageJobs: { concurrency: e.IMAGE_JOBS, queueLength: e.IMAGE_QUEUE_LENGTH },
    fileSweepMs: Math.round(e.FILE_SWEEP_MINUTES * 60_000),
    cdnPurgeUrl: e.CDN_PURGE_URL,
    customDomains: customDomainSettings(e),
    /** Secure, `__Host-` session cookie: in production behind an https PUBLIC_ORIGIN. */
    secureCookies: e.NODE_ENV === 'production' && (e.PUBLIC_ORIGIN ?? '').startsWith('https://'),
  };
}

/** The budget in bytes of one in-memory cache: as configured, or the default (tests give a config without budgets). */
export function cacheBudget(config: { cacheBytes?: CacheBudgets }, cache: keyof CacheBudgets): number {
  return config.cacheBytes?.[cache] ?? mib(CACHE_BUDGET_MIB[cache]);
}
