import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .gz and .br beside each text asset, served as is by @fastify/static (preCompressed). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tabib-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return; // the server's render module (dist-ssr) is read from disk, never sent
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(m?js|css|svg|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content));
      }
    },
  };
}

/**
 * The web fonts wait for nothing and never swap in later (`font-display: optional` instead of
 * fontsource's `swap`): on a slow link the page keeps the system font, so no text moves when the
 * font arrives (layout shift, decision 046); the next page has it from the cache.
 */
function fontsWithoutSwap(): Plugin {
  return {
    name: 'tabib-fonts-without-swap',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

/**
 * Performance shim (decision 061): in the server's render module, `react-i18next` is
 * src/server-react-i18next-shim.ts (which itself imports the real one), whose `useTranslation`
 * costs nothing per component (decision 046).
 */
function serverTranslation(): Plugin {
  const shim = fileURLToPath(new URL('src/server-react-i18next-shim.ts', import.meta.url));
  return {
    name: 'tabib-server-translation',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    resolveId(source, importer) {
      return source === 'react-i18next' && importer !== shim ? shim : null;
    },
  };
}

/** The files main.tsx imports statically (the codeSplitting group below and rolldown's runtime). */
const alwaysLoaded = /(^|\/)(common|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), fontsWithoutSwap(), serverTranslation()],
  // No modulepreload polyfill: every browser of es2022 but Safari before 17 preloads modules itself,
  // and there a missing preload only costs time, never a feature.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // A chunk loaded on demand need not preload the app's own files (main.tsx imports them before
    // any page renders): naming them again in each of its lists cost the home page's first bundle
    // bytes and preloaded nothing (decision 081).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => !alwaysLoaded.test(file)),
    },
    // One stylesheet for every page (8.9 KB gzip): a page then waits for one file, not for the
    // seven small ones of the modules it renders (Lighthouse's "render-blocking resources", decision 046).
    cssCodeSplit: false,
    // Which files each module needs, for the server to link a rendered page's styles (decision 046).
    manifest: !isSsrBuild,
    // The small modules home shares with the pages loaded on demand (the API client, formatters,
    // shared constants), and what they need, in one file instead of a dozen: each file has its own
    // compression and import glue, about 2 KB of the home page's budget in all (decision 046).
    ...(!isSsrBuild && {
      rolldownOptions: {
        // Two entries: index.html's script (boot.ts, 0.5 KB) and the app (main.tsx), which boot.ts
        // imports by the address the server lists in the page once the page is painted. As an
        // entry, the app keeps what it shares with the modules loaded on demand, as before.
        input: { index: 'index.html', main: 'src/main.tsx' },
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'common',
                test: /src[\\/]lib[\\/](api-client|use-locale|intl-format)\.ts|src[\\/]components[\\/]star-rating\.tsx|shared[\\/]src[\\/](text|constants|locales)\.ts|preload-helper/,
              },
            ],
          },
        },
      },
    }),
  },
  // The server's render module (decision 046) carries its own production React and libraries: the
  // server process runs without NODE_ENV, and the module needs nothing from node_modules at run time.
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/locales': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
}));
