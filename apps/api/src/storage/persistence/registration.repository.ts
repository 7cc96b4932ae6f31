import type { AccountCreation, AccountRecord } from './account.repository';
import type { SiteDraft } from './site.repository';

/** How a sign-up ended: the account made (with its site and address), or what stopped it. */
export type RegistrationOutcome = AccountCreation | 'slugTaken';

/** Port: sign-up, in one transaction, so a crash never leaves an account without its site or its address. */
export abstract class RegistrationRepository {
  /**
   * Creates the account, claims `slug` as its address and creates its site, all or nothing. A taken user
   * ID or e-mail, or a slug another organisation holds or held, changes nothing.
   */
  abstract register(account: AccountRecord, site: SiteDraft, slug: string): Promise<RegistrationOutcome>;
}
