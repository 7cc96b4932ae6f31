import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { keepOnce, readIfThere } from '../common/made-once-file';
import type { PlatformConfig } from '../config/platform-config';

/** The platform's key pair that signs its web push requests (VAPID, RFC 8292), and who the push services may contact. */
export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: what a browser subscribes with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`. */
  subject: string;
}

/** The file in DATA_DIR that keeps the key pair made when none is configured. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const usable = (keys: Partial<VapidKeys> | undefined): keys is Pick<VapidKeys, 'publicKey' | 'privateKey'> =>
  typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string' && keys.publicKey.length > 0 && keys.privateKey.length > 0;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair made once and kept in DATA_DIR (as the session
 * secret is), so browsers' subscriptions keep working after a restart and every process sharing DATA_DIR signs alike.
 * Instances that share no DATA_DIR (MongoDB) must be given the keys.
 */
export function resolveVapidKeys(config: Pick<PlatformConfig, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = join(config.dataDir, VAPID_KEYS_FILE);
  const text = readIfThere(file) ?? keepOnce(file, JSON.stringify(generateVAPIDKeys()));
  const kept = JSON.parse(text) as Partial<VapidKeys>;
  if (!usable(kept)) throw new Error(`${file} holds no usable VAPID keys: remove it to make new ones (browsers will have to subscribe again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

/** The injection token of the platform's VapidKeys. */
export const VAPID_KEYS = Symbol('VAPID_KEYS');
