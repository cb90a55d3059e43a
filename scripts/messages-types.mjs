// `npm run messages:types`: writes the declarations of the message modules
// (src/messages-source/virtual-messages.d.ts) from messages/en-US.json, after adding or renaming a
// message. A unit test (src/messages-source/messages-types.test.ts) fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { command } from './cli.mjs';

command({
  name: 'npm run messages:types',
  summary: 'Writes the TypeScript declarations of the message catalogues from messages/en-US.json.',
  env: { LUMINA_MESSAGES: 'the catalogues folder (default messages/)' },
});
const { runnerImport } = await import('vite');
const { module: load } = await runnerImport('./src/messages-source/load-messages.ts');
const { module: types } = await runnerImport('./src/messages-source/messages-types.ts');
writeFileSync(
  types.TYPES_FILE,
  types.messagesTypes(load.loadMessages(load.messagesDir(), load.REFERENCE_LOCALE)),
);
console.log(`Wrote ${types.TYPES_FILE}.`);
