// The one off switch of the boot machinery (docs/architecture.md, "Performance machinery"):
// `LUMINA_BOOT_MACHINERY=off npm run build` builds pages that hydrate as React Router's own boot
// script says (no deferral to after the first paint, scripts/postbuild/defer-hydration.mjs) and
// carry no early-event capture in the head and no replay (src/boot/), and that navigate as a plain
// React Router app (no link prefetcher, no kept page data, React Router's own client entry). On by
// default. Read by
// vite.config.ts (which hands it to the app as import.meta.env.LUMINA_BOOT_MACHINERY, src/boot/handover.tsx) and by
// scripts/postbuild.mjs.

export const BOOT_MACHINERY_VARIABLE = 'LUMINA_BOOT_MACHINERY';

/** True unless the variable says `off`; any value but `on`, `off` or unset stops the build. */
export function bootMachineryOn(env = process.env) {
  const value = env[BOOT_MACHINERY_VARIABLE];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${BOOT_MACHINERY_VARIABLE} must be "on" or "off", not "${value}".`);
}

/** Vite's `define` for the app: the switch as a constant, so a build with it off has no replay code. */
export function bootMachineryDefine(env = process.env) {
  return { 'import.meta.env.LUMINA_BOOT_MACHINERY': JSON.stringify(bootMachineryOn(env) ? 'on' : 'off') };
}
