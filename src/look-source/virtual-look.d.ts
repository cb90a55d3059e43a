/** The look's logo, checked, with its file's URL (look-plugin.ts). */
declare module 'virtual:lumina-look/logo' {
  import type { CheckedLook } from '@/config/look-schema';

  export const logo: CheckedLook['logo'];
}

/** The home page's hero, checked, with its image's URL (look-plugin.ts). */
declare module 'virtual:lumina-look/hero' {
  import type { CheckedLook } from '@/config/look-schema';

  export const hero: CheckedLook['hero'];
}

/** The line under the brand, in the build's locale (look-plugin.ts). */
declare module 'virtual:lumina-look/tagline' {
  export const tagline: string;
}
