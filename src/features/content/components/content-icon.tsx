import type { ContentIconMarkup } from '@/data/content-repository';

/**
 * An icon a content file names, drawn from the markup its page's data carries (made at build time
 * by data/content-icons.tsx), so a page ships no icon code. `className` goes on the <svg>.
 */
export function ContentIcon({ icon, className }: { icon: ContentIconMarkup; className?: string }) {
  const svg = className ? icon.svg.replace('class="', `class="${className} `) : icon.svg;
  return <span className="contents" dangerouslySetInnerHTML={{ __html: svg }} />;
}
