/**
 * Renders a page's blocks in their order (issue 44, ADR 340), each through the view its page
 * registered for the type. A page registers only the views of the types it takes, so its browser
 * code carries no other block's view. `context` is what the page's loader gave beside the blocks
 * (live sections: articles, testimonials, …).
 */
import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '~/domain/page-blocks/blocks';
import type { PageData } from '~/domain/page-blocks/page-data';
import { PageDraftBanner } from './page-draft-banner';

export interface BlockViewProps<T extends BlockType, Context> {
  block: BlockOf<T>;
  page: PageData;
  context: Context;
}

export type BlockViews<Context> = { [T in BlockType]?: ComponentType<BlockViewProps<T, Context>> };

export function PageBlocks<Context>({ page, views, context }: { page: PageData; views: BlockViews<Context>; context: Context }) {
  return (
    <>
      <PageDraftBanner page={page} />
      {page.blocks.map((block) => {
        const View = views[block.type] as ComponentType<BlockViewProps<typeof block.type, Context>> | undefined;
        // A type the page has no view for cannot be stored (the page's rules refuse it); skip, never throw.
        return View ? <View key={block.id} block={block} page={page} context={context} /> : null;
      })}
    </>
  );
}
