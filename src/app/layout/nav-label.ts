/** The words of the header's, footer's and menu's links (config/paths.ts), from the `navLinks` messages. */
import type { NavLink } from '@/config/paths';
import * as words from 'virtual:lumina-messages/navLinks';

/** A link as shown: its path and its words. */
export interface ShownNavLink {
  to: string;
  label: string;
}

/** A link's words: 'Home', 'Order History'. */
export function navLabel(link: NavLink): string {
  return words[link.message];
}

export function shownNavLinks(links: readonly NavLink[]): ShownNavLink[] {
  return links.map((link) => ({ to: link.to, label: navLabel(link) }));
}
