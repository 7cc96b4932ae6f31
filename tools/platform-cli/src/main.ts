import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { objectStoreOptionsFromEnvironment, openObjectStore } from '@schoolpage/object-store';
import { deployRemote } from './commands/deploy-remote';
import { packagePlatform } from './commands/package-platform';
import { registerTemplate } from './commands/register-template';
import { remoteHistory } from './commands/remote-history';
import { rollbackRemote } from './commands/rollback-remote';

const USAGE = `SchoolPage platform operations. The static store is DATA_DIR (default ./data), or the MinIO/S3
bucket named by MINIO_ENDPOINT, MINIO_PORT, MINIO_USE_SSL, MINIO_ACCESS_KEY, MINIO_SECRET_KEY, MINIO_BUCKET.

  deploy <built-remote-folder>          publish a built remote and make it live (e.g. dist/templates/run)
  rollback <remote> [--to <version>]    point a remote back at its previous (or the given) version
  history <remote>                      list the deployments of a remote
  register-template <template.json>     add or replace a site template descriptor
  package [--out <folder>]              the runnable platform artefact (default dist/deploy/platform)`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, argument] = positionals;
  const store = () => openObjectStore(objectStoreOptionsFromEnvironment(process.env));
  const needs = (what: string) => {
    if (!argument) throw new Error(`${command} needs ${what}.\n\n${USAGE}`);
    return argument;
  };

  switch (values.help ? 'help' : command) {
    case 'deploy':
      return deployRemote(store(), resolve(needs('the folder of a built remote')));
    case 'rollback':
      return rollbackRemote(store(), needs('a remote name'), values.to);
    case 'history':
      return remoteHistory(store(), needs('a remote name'));
    case 'register-template':
      return registerTemplate(store(), resolve(needs('a template descriptor file')));
    case 'package':
      return packagePlatform(process.cwd(), resolve(values.out ?? 'dist/deploy/platform'));
    case 'help':
    case undefined:
      return USAGE;
    default:
      throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
