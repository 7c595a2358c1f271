/**
 * What the server, its render module and the budget test read of the web app's build manifest
 * (apps/web/dist/.vite/manifest.json, Vite's): each module's file, styles and static imports.
 */
export type WebManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The app's own entry, which boot.ts (index.html's script) imports once a page is painted. */
export const appEntry = 'src/main.tsx';

/**
 * The files the modules `keys` need before they run, each once: their own and those of every chunk
 * they import statically, in the order met, with their styles. A key the manifest lacks adds nothing.
 */
export function staticFiles(manifest: WebManifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const file of entry.css ?? []) styles.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
