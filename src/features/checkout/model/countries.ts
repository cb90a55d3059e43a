/** The countries the address forms offer (ISO 3166-1 alpha-2 codes, for autocomplete="country"). */
const countryNames: Readonly<Record<string, string>> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  JP: 'Japan',
  MX: 'Mexico',
};

export const countryOptions: readonly { code: string; name: string }[] = Object.entries(countryNames).map(
  ([code, name]) => ({ code, name }),
);

/** 'US' -> 'United States'; an unknown code is shown as given. */
export function countryName(code: string): string {
  return countryNames[code] ?? code;
}
