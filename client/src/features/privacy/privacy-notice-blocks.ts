/**
 * The notice's text as the screens show it (PRIVACY_NOTICE_FORMAT_HINT): blocks separated by an empty line; a block
 * starting with "## " is a heading, one whose every line starts with "- " a list, any other a paragraph (its line
 * breaks kept). Plain text in, plain text out: nothing of it is ever read as markup.
 */
export type PrivacyNoticeBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^##\s+/;
const ITEM = /^-\s+/;

function blockOf(lines: string[]): PrivacyNoticeBlock {
  if (lines.length === 1 && HEADING.test(lines[0])) return { kind: 'heading', text: lines[0].replace(HEADING, '') };
  if (lines.every((line) => ITEM.test(line))) return { kind: 'list', items: lines.map((line) => line.replace(ITEM, '')) };
  return { kind: 'paragraph', text: lines.join('\n') };
}

export function privacyNoticeBlocks(text: string): PrivacyNoticeBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0)
    .map(blockOf);
}
