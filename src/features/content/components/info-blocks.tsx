import type { ContentInfoBlock } from '@/data/content-repository';
import { cn } from '@/lib/cn';
import { ContentIcon } from './content-icon';
import { InfoBlock } from './info-block';
import { Markdown } from './markdown';

/** Titled blocks of text with an icon, side by side on wider screens. */
export function InfoBlocks({
  blocks,
  className,
}: {
  blocks: readonly ContentInfoBlock[];
  className: string;
}) {
  return (
    <div className={cn('mt-12 grid gap-10', className)}>
      {blocks.map((block) => (
        <InfoBlock key={block.title} icon={<ContentIcon icon={block.icon} />} title={block.title}>
          <Markdown html={block.bodyHtml} />
        </InfoBlock>
      ))}
    </div>
  );
}
