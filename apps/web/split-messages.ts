import { createHash } from 'node:crypto';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin, Rolldown } from 'vite';

/**
 * A language's messages, split by page (docs/decisions/0042-languages.md): a reader of `/nl`
 * downloads the messages the app's frame shows on every page, then each page's own as they
 * open it, never the whole catalog. The browser build writes, per language:
 *
 * - `assets/messages/nl-<hash>.json`: `{ messages, pages }`, the frame's messages (those of the
 *   chunks the entry reaches without opening a page) and the file of each page's;
 * - `assets/messages/nl-<page>-<hash>.json`: the messages of the chunks a page reaches, less the
 *   frame's (`<page>` is its module in `src/app/routes/`);
 *
 * and names each language's first file in `index.html` (`#lineup-messages`), where
 * `src/lib/page-messages.ts` finds them.
 */
export function splitMessages(linguiConfig: LinguiConfigNormalized): Plugin {
  let files: Record<string, string> = {};
  let base = '/';
  return {
    name: 'lineup:split-messages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const catalogs = await getCatalogs(linguiConfig);
      const locales = linguiConfig.locales.filter(
        (locale) =>
          locale !== linguiConfig.sourceLocale &&
          !linguiConfig.pseudoLocale.some((pseudo) => pseudo.locale === locale),
      );
      const emit = (name: string, content: unknown) => {
        const source = JSON.stringify(content);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `assets/messages/${name}-${hash}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        return base + fileName;
      };
      files = {};
      // Every language's catalog holds the same messages: the split is the same for each.
      let split: ReturnType<typeof messagesByPage> | undefined;
      for (const locale of locales) {
        const compiled = await compiledMessages(catalogs, locale, linguiConfig);
        split ??= messagesByPage(chunks, new Set(Object.keys(compiled)));
        const pick = (ids: Iterable<string>) =>
          Object.fromEntries([...ids].sort().map((id) => [id, compiled[id]]));
        const pages: Record<string, string> = {};
        for (const [page, ids] of split.pages) {
          if (ids.size > 0) pages[page] = emit(`${locale}-${page}`, pick(ids));
        }
        files[locale] = emit(locale, { messages: pick(split.frame), pages });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'lineup-messages' },
          children: JSON.stringify(files),
          injectTo: 'head',
        },
      ],
    },
  };
}

/** Every message of `locale`, compiled as Lingui's runtime reads them. */
async function compiledMessages(
  catalogs: Awaited<ReturnType<typeof getCatalogs>>,
  locale: string,
  config: LinguiConfigNormalized,
): Promise<Record<string, unknown>> {
  const messages: Record<string, string> = {};
  for (const catalog of catalogs) {
    const { messages: translated } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    Object.assign(messages, translated);
  }
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length > 0) {
    throw new Error(`${locale}: messages that do not compile: ${errors.map((e) => e.id).join()}`);
  }
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}

/** What of a built chunk the split needs (a Rolldown output chunk has it). */
export type BuiltChunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'code' | 'imports' | 'dynamicImports' | 'moduleIds' | 'isEntry'
>;

/** A page's module: `src/app/routes/events.tsx` is the page `events`. */
const PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
/** A message in built code, as the macros leave it: `{id:"Xk3-_a", message: …}`. */
const MESSAGE_ID = /\bid:\s*(?:`([^`]+)`|"([^"]+)"|'([^']+)')/g;

/**
 * Which messages the frame (what the entry reaches without opening a page) and each page (what
 * its chunk reaches, less the frame) may show: the ids of `known` found in the code of the
 * chunks each reaches through its imports, static or not.
 */
export function messagesByPage(
  chunks: BuiltChunk[],
  known: Set<string>,
): { frame: Set<string>; pages: Map<string, Set<string>> } {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pagesOf = (chunk: BuiltChunk) =>
    chunk.moduleIds.flatMap((id) => {
      const page = PAGE_MODULE.exec(id)?.[1];
      return page ? [page] : [];
    });
  const idsIn = new Map<string, Set<string>>();
  const messagesOf = (chunk: BuiltChunk) => {
    let ids = idsIn.get(chunk.fileName);
    if (!ids) {
      ids = new Set();
      for (const match of chunk.code.matchAll(MESSAGE_ID)) {
        const id = match[1] ?? match[2] ?? match[3]!;
        if (known.has(id)) ids.add(id);
      }
      idsIn.set(chunk.fileName, ids);
    }
    return ids;
  };
  /** The chunks `from` reaches, never entering those `stop` says no to. */
  const reach = (from: BuiltChunk[], stop: (chunk: BuiltChunk) => boolean) => {
    const seen = new Set<BuiltChunk>();
    const queue = from.filter((chunk) => !stop(chunk));
    for (const chunk of queue) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = byName.get(name);
        if (next && !seen.has(next) && !stop(next)) queue.push(next);
      }
    }
    return seen;
  };

  const frameChunks = reach(
    chunks.filter((chunk) => chunk.isEntry),
    (chunk) => pagesOf(chunk).length > 0,
  );
  const frame = new Set([...frameChunks].flatMap((chunk) => [...messagesOf(chunk)]));
  const pages = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const page of pagesOf(chunk)) {
      const reached = reach([chunk], (other) => frameChunks.has(other));
      const ids = new Set([...reached].flatMap((other) => [...messagesOf(other)]));
      pages.set(page, new Set([...ids].filter((id) => !frame.has(id))));
    }
  }
  return { frame, pages };
}
