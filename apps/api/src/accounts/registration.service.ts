import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { API_MESSAGES, type RegistrationPayload } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../auth/password-hasher.service';
import { AccountRepository } from '../storage/persistence/account.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { newSite } from './new-site';
import { SiteAddressService } from './site-address.service';

/** A new organisation id, shaped like a MongoDB ObjectId so both adapters use the same ids. */
export function newOrganizationId(): string {
  return randomBytes(12).toString('hex');
}

/** Sign-up (spec §4 "Registration"): the account, its hidden empty site and its permanent address. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly accounts: AccountRepository,
    private readonly sites: SiteRepository,
    private readonly hasher: PasswordHasher,
    private readonly addresses: SiteAddressService,
  ) {}

  /** Creates the account, its (hidden, empty) site and its address, made from the organisation name. */
  async register(payload: RegistrationPayload): Promise<void> {
    const id = newOrganizationId();
    const outcome = await this.accounts.create({
      id,
      userId: payload.userId,
      email: payload.email,
      organizationName: payload.organizationName,
      country: payload.country,
      phone: payload.phone ?? '',
      passwordHash: await this.hasher.hash(payload.password),
      isAccountVerified: false,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: Date.now(),
    });
    if (outcome === 'userIdTaken') throw new ConflictException(API_MESSAGES.auth.userIdTaken);
    if (outcome === 'emailTaken') throw new ConflictException(API_MESSAGES.auth.emailTaken);
    await this.sites.create(newSite(id, payload.organizationName));
    // Should this fail, the account is still made; its address is made when the profile is first read or at the next start.
    await this.addresses.ensure(id, payload.organizationName).catch((error: unknown) => this.logger.error(`Could not give ${id} an address: ${String(error)}`));
  }
}
