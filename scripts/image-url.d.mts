// Types for the catalogue's check (src/catalogue-source/catalogue-schema.ts).
export function isImageUrl(src: string): boolean;
