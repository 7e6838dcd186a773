/**
 * A post's content as React elements. Every piece of text is a text node that React escapes,
 * so markup typed into a post ("<script>...") shows as the characters typed, never as HTML.
 */
import { type ContentBlock, postContentBlocks } from "~/lib/blog-content";

const HEADING_CLASS = {
  2: "mt-10 text-2xl font-semibold",
  3: "mt-8 text-xl font-semibold",
  4: "mt-6 text-lg font-semibold",
} as const;

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "heading": {
      const Heading = `h${block.level}` as const;
      return <Heading className={HEADING_CLASS[block.level]}>{block.text}</Heading>;
    }
    case "list":
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start} className="mt-4 list-decimal space-y-2 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      ) : (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brass-600 dark:marker:text-brass-400">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case "paragraph":
      return <p className="mt-4">{block.text}</p>;
  }
}

/**
 * `outlineHeading`: when the content's first heading is an h3 or h4 ('## ' or '### ' with no '# '
 * before it), a heading of that name for screen readers comes first, so the page's outline has no
 * gap after its h1 (Lighthouse and axe: heading-order).
 */
export function PostContent({ content, excerpt, outlineHeading }: { content: string | null | undefined; excerpt?: string | null; outlineHeading?: string }) {
  const blocks = postContentBlocks(content, excerpt);
  const firstHeading = blocks.find((block) => block.type === "heading");
  const gap = outlineHeading && firstHeading?.type === "heading" && firstHeading.level > 2;
  return (
    <div className="max-w-prose text-lg leading-relaxed text-rosewood-900 dark:text-ivory-100">
      {gap ? <h2 className="sr-only">{outlineHeading}</h2> : null}
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
