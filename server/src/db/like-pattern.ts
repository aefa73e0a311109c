/** A lower-case `LIKE` pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
