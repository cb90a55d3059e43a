/**
 * "Shaped like an email" (docs/shop-rules.md, Sign-in and accounts): `local@domain.tld`, no
 * whitespace, exactly one `@`, and a dot inside the domain part with text on both sides of every
 * dot (so `a@b.`, `a@.b`, `a@b..c` fail). The one place this rule lives; every form schema and the
 * stored-user check reuse it.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
