import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function runStep(label, command, args, env) {
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}
