import { ConflictException, Injectable } from '@nestjs/common';
import { API_MESSAGES, type RegistrationPayload } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../auth/password-hasher.service';
import { RegistrationRepository } from '../storage/persistence/registration.repository';
import { newSite } from './new-site';
import { SiteAddressService } from './site-address.service';

/** A new organisation id, shaped like a MongoDB ObjectId so both adapters use the same ids. */
export function newOrganizationId(): string {
  return randomBytes(12).toString('hex');
}

/** Sign-up (spec §4 "Registration"): the account, its hidden empty site and its permanent address, all or nothing. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly hasher: PasswordHasher,
    private readonly addresses: SiteAddressService,
  ) {}

  /** Creates the account, its (hidden, empty) site and its address, made from the organisation name, in one transaction. */
  async register(payload: RegistrationPayload): Promise<void> {
    const id = newOrganizationId();
    const account = {
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
    };
    const site = newSite(id, payload.organizationName, payload.country);
    // A slug taken meanwhile by another sign-up rolls the whole sign-up back: it is tried again with the next slug.
    for await (const slug of this.addresses.candidates(payload.organizationName)) {
      const outcome = await this.registrations.register(account, site, slug);
      if (outcome === 'userIdTaken') throw new ConflictException(API_MESSAGES.auth.userIdTaken);
      if (outcome === 'emailTaken') throw new ConflictException(API_MESSAGES.auth.emailTaken);
      if (outcome === 'created') return;
    }
  }
}
