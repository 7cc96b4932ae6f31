import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { untilInstanceReady } from './instance-readiness';
import type { PlatformConfig } from '../config/platform-config';
import { AccountRepository } from './persistence/account.repository';
import { ActivityRepository } from './persistence/activity.repository';
import { ApprovalRepository } from './persistence/approval.repository';
import { CounterRepository } from './persistence/counter.repository';
import { FileOwnerRepository } from './persistence/file-owner.repository';
import { LeaseRepository } from './persistence/lease.repository';
import { InvitationRepository } from './persistence/invitation.repository';
import { LimitCounter } from './persistence/limit-counter';
import { MemberRepository } from './persistence/member.repository';
import { OneTimeCodeRepository } from './persistence/one-time-code.repository';
import { RegistrationRepository } from './persistence/registration.repository';
import type { PersistenceAdapter } from './persistence/persistence-adapter';
import { SessionRepository } from './persistence/session.repository';
import { SiteAddressRepository } from './persistence/site-address.repository';
import { SiteRepository } from './persistence/site.repository';
import { openSqlitePersistence } from './persistence/sqlite/sqlite-persistence';
import { PERSISTENCE } from './storage-tokens';
import { LeasedWork } from './leased-work';
import { embeddedDatabaseFile } from './embedded-database-file';

export { embeddedDatabaseFile } from './embedded-database-file';

/**
 * Chooses the persistence adapter from configuration: the SQLite file under DATA_DIR by default, MongoDB when
 * configured. MongoDB's adapter (and mongoose with it) is loaded only then, so the embedded default never pays
 * for loading it.
 */
export async function openPersistence(config: PlatformConfig): Promise<PersistenceAdapter> {
  if (!config.mongodbUri) return openSqlitePersistence(embeddedDatabaseFile(config.dataDir));
  const { openMongoPersistence } = await import('./persistence/mongo/mongo-persistence');
  return openMongoPersistence(config.mongodbUri);
}

const repository = <T>(token: abstract new (...args: never[]) => T, pick: (adapter: PersistenceAdapter) => T) => ({
  provide: token,
  inject: [PERSISTENCE],
  useFactory: pick,
});

@Global()
@Module({})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(PERSISTENCE) private readonly persistence: PersistenceAdapter) {}

  static forRoot(config: PlatformConfig): DynamicModule {
    const providers = [
      { provide: PERSISTENCE, useFactory: () => openPersistence(config) },
      repository(AccountRepository, (a) => a.accounts),
      repository(SiteRepository, (a) => a.sites),
      repository(SessionRepository, (a) => a.sessions),
      repository(OneTimeCodeRepository, (a) => a.codes),
      repository(CounterRepository, (a) => a.counters),
      repository(FileOwnerRepository, (a) => a.fileOwners),
      repository(SiteAddressRepository, (a) => a.siteAddresses),
      repository(RegistrationRepository, (a) => a.registrations),
      repository(LimitCounter, (a) => a.limits),
      repository(LeaseRepository, (a) => a.leases),
      repository(MemberRepository, (a) => a.members),
      repository(InvitationRepository, (a) => a.invitations),
      repository(ApprovalRepository, (a) => a.approvals),
      repository(ActivityRepository, (a) => a.activity),
      {
        provide: LeasedWork,
        inject: [LeaseRepository, ModuleRef],
        useFactory: (leases: LeaseRepository, modules: ModuleRef) => new LeasedWork(leases, Date.now, (stopped) => untilInstanceReady(modules, stopped)),
      },
    ];
    return {
      module: StorageModule,
      providers,
      exports: providers.map((p) => p.provide),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.persistence.close();
  }
}
