/**
 * The TypeScript declarations of the message modules, made from the reference catalogue: a message
 * without values is a string, one with values a function of them. `npm run messages:types` writes
 * them to virtual-messages.d.ts; a unit test fails when that file is out of date.
 */
import type { ArgumentKind } from './compile-message.ts';
import type { CompiledCatalogue } from './load-messages.ts';

const TYPES: Record<ArgumentKind, string> = {
  text: 'string | number',
  number: 'number',
  date: 'Date | number',
};

export const TYPES_FILE = 'src/messages-source/virtual-messages.d.ts';

export function messagesTypes(reference: CompiledCatalogue): string {
  const modules = [...reference].map(([area, { messages }]) => {
    const lines = [...messages].map(([name, { args }]) => {
      if (args.size === 0) return `  export const ${name}: string;`;
      const values = [...args].map(([arg, kind]) => `${arg}: ${TYPES[kind]}`).join('; ');
      return `  export const ${name}: (values: { ${values} }) => string;`;
    });
    return [`declare module 'virtual:lumina-messages/${area}' {`, ...lines, '}'].join('\n');
  });
  return [
    '// Made by `npm run messages:types` from messages/en-US.json: do not edit by hand.',
    ...modules,
    '',
  ].join('\n');
}
