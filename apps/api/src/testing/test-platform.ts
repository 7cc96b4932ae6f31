import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createPlatformApp } from '../app-factory';
import { readPlatformConfig } from '../config/platform-config';

export interface TestPlatform {
  app: NestExpressApplication;
  dataDir: string;
  /** A supertest agent that keeps cookies, like a browser. */
  agent(): ReturnType<typeof request.agent>;
  /** Text of every .eml file in the outbox, oldest first. */
  outbox(): string[];
  /** Stops the platform and, unless `keepData`, removes its DATA_DIR. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The real platform on a fresh temporary DATA_DIR (embedded SQLite, files folder, mail outbox). */
export async function startTestPlatform(env: Record<string, string> = {}, existingDataDir?: string): Promise<TestPlatform> {
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), 'schoolpage-api-'));
  // The per-IP limit is high here because every test client shares one address; auth tests lower it.
  const config = readPlatformConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, FRONTEND_DIR: join(dataDir, 'no-frontend'), AUTH_RATE_LIMIT: '10000', ...env });
  const app = await createPlatformApp(config);
  // Listening from the start: supertest otherwise opens and closes a listening socket around every request.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  return {
    app,
    dataDir,
    agent: () => request.agent(server),
    outbox() {
      const folder = join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(folder).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return [];
      }
      return files.map((f) => readFileSync(join(folder, f), 'utf8'));
    },
    async close(options) {
      await app.close();
      if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
