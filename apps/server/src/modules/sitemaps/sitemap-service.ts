import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { blogSlug, locales, slugifySpeciality } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Db } from '../../db/client.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import { listDirectoryPaths } from '../doctors/doctor-directory.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { findDoctorFiles, findDoctorFileVersion, findDoctorsOfFile, findPublicArticles } from './sitemap-repository.ts';

export interface SitemapServiceDependencies {
  db: Db;
  catalog: ReferenceCatalog;
  /** Public doctors by speciality and city, for the directory pages that list any. */
  counts: DoctorCounts;
  /** Where the doctors files a crawler will read next are built, after the index has answered. */
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

/** Articles in their sitemap file: the newest, three addresses each. */
const articleLimit = 16_000;
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
 * Sitemaps (issue 13, point 4, decision 045), generated from the database on each request: an
 * index naming the static pages, the articles and one file per range of 16,000 doctor ids (48,000
 * addresses, under the 50,000 of a file), each with its last change. Only what the public may
 * read: public doctors, articles neither hidden nor by a pending doctor; the directory pages of a
 * speciality, a city, or both that list doctors (decision 047), under 2,400 pages, in one file.
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
  const cachedDoctorFiles = new Map<number, { version: string; gzip: Promise<Buffer> }>();

  /** GET /sitemap.xml */
  async function index(): Promise<string> {
    const doctorFiles = await findDoctorFiles(db);
    // A crawler reads the files next: the ones changed since they were last built are built now,
    // one after the other, after the answer.
    const stale = doctorFiles.filter((entry) => cachedDoctorFiles.get(entry.file)?.version !== entry.version);
    if (stale.length) {
      background.run('sitemap doctor files', async () => {
        for (const entry of stale) await doctorsFileOf(entry.file, entry.version);
      });
    }
    const files = [
      { loc: `${origin}/sitemaps/pages.xml`, lastmod: undefined },
      { loc: `${origin}/sitemaps/articles.xml`, lastmod: undefined },
      { loc: `${origin}/sitemaps/directory.xml`, lastmod: undefined },
      ...doctorFiles.map(({ file, lastmod }) => ({
        loc: `${origin}/sitemaps/doctors-${file}.xml`,
        lastmod,
      })),
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

  /** GET /sitemaps/articles.xml */
  async function articles(): Promise<string> {
    const rows = await findPublicArticles(db, articleLimit);
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
   * The file under `version`: from this process's memory when it was built under that version,
   * else built once however many requests ask for it at the same time. The version is read before
   * the doctors, so a change in between leaves a file newer than its version, built again next time.
   */
  function doctorsFileOf(file: number, version: string): Promise<Buffer> {
    const known = cachedDoctorFiles.get(file);
    if (known?.version === version) return known.gzip;
    const gzip = buildDoctorsFile(file);
    cachedDoctorFiles.set(file, { version, gzip });
    gzip.catch(() => {
      if (cachedDoctorFiles.get(file)?.gzip === gzip) cachedDoctorFiles.delete(file);
    });
    return gzip;
  }

  /**
   * GET /sitemaps/doctors-{file}.xml as gzip bytes, or undefined when that range holds no public
   * doctor. A file is 27 MB of XML at 16,000 doctors and about a second to write and compress; it
   * is kept compressed (about 1 MB) until a doctor it lists changes.
   */
  async function doctors(file: number): Promise<Buffer | undefined> {
    const version = await findDoctorFileVersion(db, file);
    return version === undefined ? undefined : doctorsFileOf(file, version);
  }

  return { index, pages, articles, directory, doctors };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
