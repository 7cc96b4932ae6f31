import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with OWASP's minimum settings: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A password as hashed: Unicode NFC, so the same letters typed on another keyboard (composed or not) match.
 * Passwords were ASCII before any other character was allowed, and NFC leaves ASCII as it is.
 */
const asHashed = (password: string) => password.normalize('NFC');

@Injectable()
export class PasswordHasher {
  /** Hash of a password nobody has, checked against when a user ID is unknown so both paths take as long. */
  private readonly decoy = argon2.hash('no account has this password', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(asHashed(password), OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), asHashed(password));
    } catch {
      return false;
    }
  }
}
