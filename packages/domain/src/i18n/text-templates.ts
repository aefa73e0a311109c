/**
 * Finds which message of a catalogue namespace an English text is (docs/architecture/languages.md#server-texts):
 * the server's answers and the shared rules' messages are written in English where they arise, and translated
 * where they leave, by looking the text up among the namespace's English messages. A message with `{name}`
 * arguments matches any text that has its words around them, and gives the argument values.
 */
export interface TextMatch {
  key: string;
  values: Record<string, string>;
}

const ARGUMENT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher over `messages` ({ key: English ICU text with plain `{name}` arguments }). */
export function textMatcher(messages: Readonly<Record<string, string>>): (text: string) => TextMatch | undefined {
  const exact = new Map<string, string>();
  const templates: { key: string; pattern: RegExp; names: string[]; literalLength: number }[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const names = [...message.matchAll(ARGUMENT)].map((match) => match[1]);
    if (names.length === 0) {
      exact.set(message, key);
      continue;
    }
    const literals = message.split(ARGUMENT).filter((_, index) => index % 2 === 0);
    const pattern = new RegExp(`^${literals.map(escape).join('(.+?)')}$`, 's');
    templates.push({ key, pattern, names, literalLength: literals.join('').length });
  }
  // The most specific template first: "File {name} is too large." before "{anything}".
  templates.sort((a, b) => b.literalLength - a.literalLength);

  return (text) => {
    const key = exact.get(text);
    if (key !== undefined) return { key, values: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]])) };
    }
    return undefined;
  };
}
