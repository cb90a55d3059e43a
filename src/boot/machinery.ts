/**
 * The boot machinery's off switch, as the app sees it. `LUMINA_BOOT_MACHINERY=off npm run build`
 * (read by scripts/boot-machinery.mjs) makes vite.config.ts define this variable as 'off': the
 * pages then carry no early-event capture and the app replays nothing. Unset (unit tests, `npm run
 * dev`) or 'on', the machinery is on.
 */
declare global {
  interface ImportMetaEnv {
    readonly LUMINA_BOOT_MACHINERY?: string;
  }
}

export function bootMachineryOn(): boolean {
  return import.meta.env.LUMINA_BOOT_MACHINERY !== 'off';
}
