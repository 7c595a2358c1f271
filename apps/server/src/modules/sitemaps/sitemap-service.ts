import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { blogSlug, locales, slugifySpeciality } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Db } from '../../db/client.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import { listDirectoryPaths } from '../doctors/doctor-directory.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import {
  findArticleFiles,
  findArticlesOfFile,
  findDoctorFiles,
  findDoctorFileVersion,
  findDoctorsOfFile,
} from './sitemap-repository.ts';

export interface SitemapServiceDependencies {
  db: Db;
  catalog: ReferenceCatalog;
  /** Public doctors by speciality and city, for the directory pages that list any. */
  counts: DoctorCounts;
  /** Where the doctors files a crawler will read next are built, after the index has answered, and those of a start, paced. */
  background: BackgroundTasks;
  /** The site's address, for absolute URLs (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Doctors written into one piece of a doctors file's stream to the compressor: the file (27 MB of
 * XML at 16,000 doctors) is never held as one string (encoding a string of that size took as long
 * as writing it).
 */
const doctorsPerPiece = 500;

/** The pages every language has, after `/{lang}`. */
const staticPaths = ['/', '/blog', '/about', '/terms', '/privacy', '/cookies-policy', '/contact'];

function escapeXml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`) : text;
}

/**
 * One page in every language: a `<url>` per language, each naming all three and `x-default` (the
 * French page, the default language of decisions.md) as alternates, as search engines ask. The
 * escaped origin is made once per site and the path escaped once per page: a doctors file writes
 * 48,000 of them.
 */
function urlWriter(origin: string) {
  const prefixes = locales.map((locale) => `${escapeXml(origin)}/${locale}`);
  const defaultIndex = locales.indexOf('fr');
  return (pathAfterLocale: string, lastmod?: string): string => {
    // The paths are ASCII slugs, or an article's slug already percent-encoded (blogSlug).
    const path = escapeXml(pathAfterLocale);
    const hrefs = prefixes.map((prefix) => prefix + path);
    let alternates = '';
    for (let index = 0; index < hrefs.length; index += 1) {
      alternates += `<xhtml:link rel="alternate" hreflang="${locales[index]}" href="${hrefs[index]}"/>`;
    }
    alternates += `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[defaultIndex]}"/>`;
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return hrefs.map((href) => `<url><loc>${href}</loc>${modified}${alternates}</url>`).join('\n');
  };
}

const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * Sitemaps (decision 045), generated from the database on each request, but
 * the doctors files, kept gzipped under their version: an index naming the static pages, the
 * directory pages, one file per range of 16,000 article ids and one per range of 16,000 doctor ids
 * (48,000 addresses, under the 50,000 of a file), each with its last change. Only what the public may read: public doctors, articles
 * neither hidden nor by a pending doctor; the directory pages of a speciality, a city, or both
 * that list doctors (decision 047), under 2,400 pages, in one file.
 */
export function createSitemapService({
  db,
  catalog,
  counts,
  background,
  publicUrl: origin,
}: SitemapServiceDependencies) {
  const urlEntries = urlWriter(origin);
  /** The doctors files built by this process, by number, with the version each was built under. */
  const built = new Map<number, { version: string; gzip: Buffer }>();
  /** The builds under way, by file number. */
  const building = new Map<number, { version: string; gzip: Promise<Buffer> }>();

  /** GET /sitemap.xml */
  async function index(): Promise<string> {
    const [doctorFiles, articleFiles] = await Promise.all([findDoctorFiles(db), findArticleFiles(db)]);
    // A crawler reads the files next: those changed since they were built are built again now.
    rebuildChanged(doctorFiles);
    const files = [
      { loc: `${origin}/sitemaps/pages.xml`, lastmod: undefined },
      { loc: `${origin}/sitemaps/directory.xml`, lastmod: undefined },
      ...articleFiles.map(({ file, lastmod }) => ({ loc: `${origin}/sitemaps/articles-${file}.xml`, lastmod })),
      ...doctorFiles.map(({ file, lastmod }) => ({ loc: `${origin}/sitemaps/doctors-${file}.xml`, lastmod })),
    ];
    const entries = files
      .map(
        (file) =>
          `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  }

  /** GET /sitemaps/pages.xml */
  function pages(): string {
    return `${urlsetOpen}${staticPaths.map((path) => urlEntries(path)).join('\n')}\n</urlset>\n`;
  }

  /** GET /sitemaps/articles-{file}.xml, or undefined when that range holds no article the public reads. */
  async function articles(file: number): Promise<string | undefined> {
    const rows = await findArticlesOfFile(db, file);
    if (rows.length === 0) return undefined;
    const entries = rows.map((article) =>
      urlEntries(`/blog/${blogSlug(article.title)}/${article.id}`, article.lastmod),
    );
    return `${urlsetOpen}${entries.join('\n')}\n</urlset>\n`;
  }

  /** GET /sitemaps/directory.xml: the first page of each (pages of results are one page each for an index). */
  async function directory(): Promise<string> {
    const paths = await listDirectoryPaths(catalog, counts);
    return `${urlsetOpen}${paths.map((path) => urlEntries(path)).join('\n')}\n</urlset>\n`;
  }

  /** A doctors file, gzipped as crawlers take it: written 500 doctors a piece into the compressor. */
  async function buildDoctorsFile(file: number): Promise<Buffer> {
    const rows = await findDoctorsOfFile(db, file);
    const specialitySlugs = new Map(
      (await catalog.specialities()).map((entry) => [entry.id, slugifySpeciality(entry.labels.fr)]),
    );
    const withoutSpeciality = slugifySpeciality(undefined);
    const entry = (row: (typeof rows)[number]) =>
      urlEntries(
        `/${(row.specialityId && specialitySlugs.get(row.specialityId)) || withoutSpeciality}/${row.slug}`,
        row.lastmod,
      );
    function* pieces() {
      yield urlsetOpen;
      for (let start = 0; start < rows.length; start += doctorsPerPiece) {
        yield `${rows
          .slice(start, start + doctorsPerPiece)
          .map(entry)
          .join('\n')}\n`;
      }
      yield '</urlset>\n';
    }
    const chunks: Buffer[] = [];
    await pipeline(Readable.from(pieces()), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) chunks.push(chunk);
    });
    return Buffer.concat(chunks);
  }

  /**
   * Builds the file under `version` once, however many ask at the same time, and keeps its bytes.
   * The version is read before the doctors, so a change in between gives a file newer than its
   * version, built again next time.
   */
  function build(file: number, version: string): Promise<Buffer> {
    const started = building.get(file);
    if (started?.version === version) return started.gzip;
    const gzip: Promise<Buffer> = buildDoctorsFile(file).then(
      (bytes) => {
        if (building.get(file)?.gzip === gzip) {
          building.delete(file);
          built.set(file, { version, gzip: bytes });
        }
        return bytes;
      },
      (error: unknown) => {
        if (building.get(file)?.gzip === gzip) building.delete(file);
        throw error;
      },
    );
    building.set(file, { version, gzip });
    return gzip;
  }

  /** Has the files whose version moved built again, one after the other, after the current answer. */
  function rebuildChanged(files: ReadonlyArray<{ file: number; version: string }>): void {
    const changed = files.filter(
      ({ file, version }) => built.get(file)?.version !== version && building.get(file)?.version !== version,
    );
    if (changed.length === 0) return;
    background.run('sitemap doctors files', async () => {
      for (const { file, version } of changed) await build(file, version);
    });
  }

  /**
   * GET /sitemaps/doctors-{file}.xml as gzip bytes, or undefined when that range holds no public
   * doctor. A file is 27 MB of XML at 16,000 doctors, 0.5 to 1.5 s to write and compress; it is kept
   * compressed (0.75 MB). When a doctor it lists has changed, the file as last built is sent while
   * the new one is built: a crawler waits for none but the very first build.
   */
  async function doctors(file: number): Promise<Buffer | undefined> {
    const version = await findDoctorFileVersion(db, file);
    if (version === undefined) return undefined;
    const last = built.get(file);
    if (!last) return build(file, version);
    if (last.version !== version) rebuildChanged([{ file, version }]);
    return last.gzip;
  }

  /**
   * Builds every doctors file not built under its current version, at low priority (decision 062):
   * one file at a time, each followed by a pause three times as long as it took, so that traffic
   * right after a start keeps three quarters of the time (at 100,000 doctors, seven files of 0.5 to
   * 1.5 s each). The server asks once it is ready; a crawler asking for a file before it is built
   * has it built then, as before.
   */
  async function buildDoctorFiles(): Promise<void> {
    const files = await findDoctorFiles(db);
    const steps = files.map(({ file, version }) => async () => {
      if (built.get(file)?.version === version) return;
      await build(file, version);
    });
    background.runPaced('sitemap doctors files', steps, { share: 0.25 });
  }

  return { index, pages, articles, directory, doctors, buildDoctorFiles };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
