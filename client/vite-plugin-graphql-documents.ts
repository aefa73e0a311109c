import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:portal-graphql-document/';

/**
 * Production builds only: each `graphql(`...`)` call of the client becomes an import of the one document
 * codegen generated for it, as its own module, so every screen's chunk carries only the documents it uses.
 * Without it, `graphql()` looks documents up in `src/gql/gql.ts`, whose map holds every operation of the
 * portal, and `src/gql/graphql.ts` is a single module: the home page downloaded the dashboard's and every
 * admin screen's queries (the client preset's Babel/SWC plugin exists for the same reason).
 *
 * The documents are exactly the generated ones (the AST of `src/gql/graphql.ts`, same text, same types);
 * a `graphql()` text that is not in `src/gql/gql.ts` means the generated code is stale: the build fails.
 */
export function graphqlDocuments({ gqlDir }: { gqlDir: string }): Plugin {
  const mapFile = `${gqlDir}/gql.ts`;
  const documentsFile = `${gqlDir}/graphql.ts`;
  /** Each operation's source text -> the name of its document in graphql.ts. */
  let names = new Map<string, string>();
  /** Document name -> its AST, as the JSON text codegen wrote. */
  let asts = new Map<string, string>();

  const load = () => {
    const map = readFileSync(mapFile, 'utf8');
    names = new Map();
    for (const match of map.slice(map.indexOf('const documents')).matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
      names.set(JSON.parse(match[1]) as string, match[2]);
    }
    asts = new Map();
    for (const match of readFileSync(documentsFile, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      asts.set(match[1], match[2]);
    }
    if (names.size === 0 || asts.size === 0) throw new Error(`graphql-documents: no documents found in ${gqlDir}`);
  };

  return {
    name: 'portal-graphql-documents',
    apply: 'build',
    buildStart() {
      load();
      this.addWatchFile(mapFile);
      this.addWatchFile(documentsFile);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      const ast = asts.get(name);
      if (!ast) throw new Error(`graphql-documents: ${name} is not in ${documentsFile}: run \`npm run codegen\`.`);
      return `export default ${ast};`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(`${gqlDir}/`) || !code.includes('graphql(`')) return null;
      const used = new Map<string, string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, text: string) => {
        const name = names.get(text);
        if (!name) {
          throw new Error(`graphql-documents: a graphql() document in ${file} is not in ${mapFile}: run \`npm run codegen\`.`);
        }
        const local = `__document_${name}`;
        used.set(name, local);
        // Keep the line count, so line numbers below (stack traces, source maps) stay right.
        return local + '\n'.repeat(text.split('\n').length - 1);
      });
      if (used.size === 0) return null;
      // The map itself must not be imported any more: importing it would keep every document in the bundle.
      const withoutMap = replaced.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/gql['"];?/m, '');
      if (/\bgraphql\(/.test(withoutMap.replace(/^import .*$/gm, ''))) {
        throw new Error(`graphql-documents: ${file} calls graphql() in a form this plugin does not rewrite.`);
      }
      const imports = [...used].map(([name, local]) => `import ${local} from ${JSON.stringify(VIRTUAL_PREFIX + name)};`).join('');
      // On the first line, so no line moves.
      return { code: imports + withoutMap, map: null };
    },
  };
}
