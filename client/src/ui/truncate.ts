/**
 * Cuts text longer than `max` characters to its first `max` characters plus an ellipsis (docs/rules/common.md#text-cut: project
 * descriptions in cards and announcement content in the admin table are cut at 100). Characters are counted
 * as code points, so an emoji is never split in half; spaces before the ellipsis are dropped.
 */
export function truncate(text: string | null | undefined, max = 100, ellipsis = '...'): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}${ellipsis}`;
}
