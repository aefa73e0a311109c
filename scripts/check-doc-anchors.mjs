// Fails when a reference to the documentation points nowhere: `docs/<page>.md#<anchor>` in any source, test,
// script or docs file (paths from the repository root), and relative links `[text](page.md#anchor)` in
// Markdown files (paths from the linking file). A page must exist; an anchor must be an `id="..."` on the page
// (`<a id="..."></a>`, docs/rules/README.md#how-to-read) or a heading's GitHub-style slug. Part of `npm run check`.
//
// Usage: node scripts/check-doc-anchors.mjs [--root <dir>]   (the repository by default)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'build', 'coverage', 'test-results', 'backups']);
/** Generated or copied in, never written by hand: client/src/gql (codegen). */
const SKIPPED_PATHS = new Set(['client/src/gql']);
const SCANNED = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|conf|graphql|html|css|sh)$|(?:^|\/)(?:Dockerfile|run)$/;
const SKIPPED_FILES = new Set(['package-lock.json']);

/** `docs/<path>.md` with an optional `#anchor`, not part of a longer path (`../docs/...` is a relative link). */
const ROOT_REFERENCE = /(?<![\w./-])docs\/([\w./-]*?\.md)(?:#([\w-]+))?/g;
/** A Markdown link or image target: `](target)`; targets with a scheme are left alone. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FENCE = /^\s*(```|~~~)/;

function parseArguments(argv) {
  const rootAt = argv.indexOf('--root');
  if (rootAt === -1) return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = argv[rootAt + 1];
  if (!root) throw new Error('--root needs a folder');
  return path.resolve(root);
}

/** Every scanned file under root, as a path relative to it with forward slashes. */
function filesUnder(root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        const hidden = entry.name.startsWith('.') && entry.name !== '.ci';
        if (!hidden && !SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_PATHS.has(child)) walk(child);
      } else if (entry.isFile() && SCANNED.test(child) && !SKIPPED_FILES.has(entry.name)) {
        files.push(child);
      }
    }
  };
  walk('');
  return files;
}

/** A heading's anchor as GitHub makes it: the text without tags and Markdown, lower case, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a Markdown text outside fenced code blocks, with their numbers from 1. */
function proseLines(text) {
  const lines = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** The anchors a Markdown page offers: every `id="..."` and every heading's slug (repeats numbered as GitHub does). */
function anchorsOf(text) {
  const anchors = new Set();
  for (const match of text.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function createPages(root) {
  const cache = new Map();
  return (page) => {
    if (!cache.has(page)) {
      let anchors = null;
      try {
        if (statSync(path.join(root, page)).isFile()) anchors = anchorsOf(readFileSync(path.join(root, page), 'utf8'));
      } catch {
        anchors = null;
      }
      cache.set(page, anchors);
    }
    return cache.get(page);
  };
}

/** Each documentation reference of one file: where it is, the page (from the root) and the anchor, if any. */
function referencesOf(file, text) {
  const references = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(ROOT_REFERENCE)) {
      references.push({ line: index + 1, written: match[0], page: path.posix.normalize(`docs/${match[1]}`), anchor: match[2] });
    }
  });
  if (!file.endsWith('.md')) return references;
  for (const { line, number } of proseLines(text)) {
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(MARKDOWN_LINK)) {
      const target = match[1];
      if (HAS_SCHEME.test(target) || target.startsWith('/')) continue;
      const [pagePart, anchor] = target.split('#');
      if (pagePart !== '' && !pagePart.endsWith('.md')) continue;
      const page = pagePart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pagePart));
      references.push({ line: number, written: target, page, anchor: anchor || undefined });
    }
  }
  return references;
}

export function checkDocAnchors(root) {
  const pages = createPages(root);
  const problems = [];
  let count = 0;
  for (const file of filesUnder(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!text.includes('.md')) continue;
    for (const reference of referencesOf(file, text)) {
      count += 1;
      const anchors = pages(reference.page);
      if (anchors === null) problems.push(`${file}:${reference.line}: ${reference.written}: no page ${reference.page}`);
      else if (reference.anchor && !anchors.has(reference.anchor)) {
        problems.push(`${file}:${reference.line}: ${reference.written}: no anchor #${reference.anchor} on ${reference.page}`);
      }
    }
  }
  return { count, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { count, problems } = checkDocAnchors(parseArguments(process.argv.slice(2)));
  const took = Math.round(performance.now() - started);
  if (problems.length > 0) {
    console.error(`${problems.length} documentation reference(s) point nowhere:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Documentation references: all ${count} resolve (${took} ms).`);
}
