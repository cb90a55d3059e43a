import * as words from 'virtual:lumina-messages/orderDetails';

/** The countries the address forms offer (ISO 3166-1 alpha-2 codes, for autocomplete="country"). */
const countryCodes = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'JP', 'MX'] as const;

/** 'US' -> 'United States' (the catalogue's name); an unknown code is shown as given. */
export function countryName(code: string): string {
  return words.countryName({ code });
}

export const countryOptions: readonly { code: string; name: string }[] = countryCodes.map((code) => ({
  code,
  name: countryName(code),
}));
