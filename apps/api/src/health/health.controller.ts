import { Controller, Get, Inject, Res } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { FileStore } from '../files/file-store';
import { Mailer } from '../mail/mailer';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { PERSISTENCE } from '../storage/storage-tokens';
import { apiRoute } from '../common/api-route';
import { READINESS_CHECKS, type ReadinessCheck } from '../common/readiness-check';

/** A store or a check that does not answer within this time counts as not answering. */
const ANSWER_WITHIN_MS = 3_000;

function answered(question: () => boolean | Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS)));
  const answer = Promise.resolve()
    .then(question)
    .catch(() => false);
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * Health, never rate limited and without a session. `GET /api/health`: which adapter each storage port
 * uses and whether it answers (503 when one does not). For load balancers: `GET /api/health/live` (the
 * process runs) and `GET /api/health/ready` (the database and file store answer and every readiness check
 * is ready; a mail outage is reported but leaves the instance ready).
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(PERSISTENCE) private readonly persistence: PersistenceAdapter,
    private readonly files: FileStore,
    private readonly mailer: Mailer,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  private async ports() {
    const [persistence, files, mail] = await Promise.all([
      answered(() => this.persistence.ping()),
      answered(() => this.files.ping()),
      answered(() => this.mailer.ping()),
    ]);
    return {
      persistence: { adapter: this.persistence.name, ok: persistence },
      files: { adapter: this.files.name, ok: files },
      mail: { adapter: this.mailer.name, ok: mail },
    };
  }

  @Get(apiRoute(PLATFORM_API.health))
  async health(@Res({ passthrough: true }) response: Response) {
    const info = await this.ports();
    const success = info.persistence.ok && info.files.ok && info.mail.ok;
    response.status(success ? 200 : 503);
    return { success, message: success ? 'All storage ports answer.' : 'A storage port does not answer.', info };
  }

  @Get(apiRoute(PLATFORM_API.healthLive))
  live() {
    return { success: true, message: 'The platform is running.' };
  }

  @Get(apiRoute(PLATFORM_API.healthReady))
  async ready(@Res({ passthrough: true }) response: Response) {
    const [ports, results] = await Promise.all([this.ports(), Promise.all(this.checks.map((check) => answered(() => check.isReady())))]);
    const checks = Object.fromEntries(this.checks.map((check, i) => [check.name, results[i]]));
    const success = ports.persistence.ok && ports.files.ok && results.every(Boolean);
    response.status(success ? 200 : 503);
    return {
      success,
      message: success ? 'Ready for visitors.' : 'Not ready for visitors.',
      info: { ...ports, checks },
    };
  }
}
