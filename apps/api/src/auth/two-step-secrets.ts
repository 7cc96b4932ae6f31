import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TwoStep } from '../storage/persistence/member.repository';
import { JWT_SECRET } from './auth-tokens';
import { checkSecondStep } from './second-step';

const SEALED = 'v1.';

/**
 * A member's authenticator secret is kept sealed (AES-256-GCM under a key derived from the platform's session
 * secret), so a copy of the database alone gives nobody the codes. A secret stored before sealing is read as it is.
 */
@Injectable()
export class TwoStepSecrets {
  private readonly key: Buffer;

  constructor(@Inject(JWT_SECRET) sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'schoolpage two-step secret', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  open(stored: string): string {
    if (!stored.startsWith(SEALED)) return stored;
    const [iv, tag, sealed] = stored.slice(SEALED.length).split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }

  /** `checkSecondStep` on the member's opened secret; what it answers keeps the secret sealed. */
  check(twoStep: TwoStep, code: string, now?: number): TwoStep | undefined {
    const after = checkSecondStep({ ...twoStep, secret: this.open(twoStep.secret) }, code, now);
    return after && { ...after, secret: twoStep.secret };
  }
}
