/**
 * The searchable plain text of a post's markdown: markup, HTML tags, image
 * addresses and link targets removed, link and image texts kept, code kept
 * (people search for error messages) without its fences. Search engines
 * index it and show excerpts of it, so no markdown syntax may survive.
 *
 * Line-based rather than a markdown parser: the backend package is CommonJS
 * for adopters' backends, and the parser the frontend uses for its excerpts
 * (`src/utils/markdownToText.ts`, remark) is ESM-only.
 */
export function indexText(markdown: string): string {
  return (
    markdown
      .split(/\r?\n/)
      .map(line =>
        line
          // Code fences, horizontal rules and table separator rows.
          .replace(/^\s*(```|~~~).*$/, '')
          .replace(/^\s*([-*_]\s*){3,}$/, '')
          .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/, '')
          // Reference definitions: `[id]: https://…`.
          .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, '')
          // Block markers: headings, quotes, list bullets and numbers, tasks.
          .replace(/^\s*#{1,6}\s+/, '')
          .replace(/^(\s*>)+\s?/, '')
          .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, ''),
      )
      .join(' ')
      .replace(/<[^>]*>/g, ' ')
      // Images and links keep their text: `![alt](src)`, `[text](href)`, `[text][id]`.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/`+/g, '')
      // Emphasis and strike-through markers around words; underscores only at
      // word edges, so snake_case names survive.
      .replace(/(\*\*|\*|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(^|\W)(__|_)(?=\S)(.+?)(?<=\S)\2(?!\w)/g, '$1$3')
      .replace(/\|/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
