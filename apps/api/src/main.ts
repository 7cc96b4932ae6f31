import { createPlatformApp } from './app-factory';
import { readPlatformConfig } from './config/platform-config';

async function main(): Promise<void> {
  const config = readPlatformConfig();
  const app = await createPlatformApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port);
  console.log(`SchoolPage is running on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
