import { benchDatabaseEnv, dropBenchDatabase, seedBenchData } from './bench-database.ts';
import { measure, printResults, startServer } from './harness.ts';
import { figuresByKind, runOpenLoopSamples } from './open-loop.ts';
import type { BenchOptions } from './options.ts';
import { buildSearchQueries } from './search-queries.ts';

/** The open loop's rate of doctor pages. */
const pagesPerSecond = 50;
const languages = ['fr', 'en', 'ar'];

interface PublicPages {
  doctors: string[];
  directory: string[];
}

/**
 * Doctors spread over the directory (the first results of 200 searches by speciality and city),
 * each page in one of the three languages, and the directory pages of their specialities in their
 * cities (decision 047), page 1 and 2.
 */
async function findPublicPages(url: string): Promise<PublicPages> {
  const doctors = new Map<string, string>();
  const places = new Set<string>();
  for (const query of buildSearchQueries(200)) {
    const answer = await fetch(`${url}/api/doctors/doctor-search/?${query}`);
    const body = (await answer.json()) as {
      doctors?: Array<{ slug: string; speciality_slug: string; city_slug: string | null }>;
    };
    for (const doctor of body.doctors ?? []) {
      doctors.set(doctor.slug, `${doctor.speciality_slug}/${doctor.slug}`);
      if (doctor.city_slug) places.add(`doctors/${doctor.speciality_slug}/${doctor.city_slug}`);
    }
  }
  return {
    doctors: [...doctors.values()].map((path, index) => `/${languages[index % 3]}/${path}`),
    directory: [...places].flatMap((path, index) => [
      `/${languages[index % 3]}/${path}`,
      `/${languages[(index + 1) % 3]}/${path.split('/').slice(0, 2).join('/')}?page=2`,
    ]),
  };
}

/**
 * A crawler's two passes: the first GETs each page and keeps its ETag, the second asks again with
 * If-None-Match carrying the ETag received. The share of 304s is what a crawler, or a CDN
 * revalidating, saves. A page answered without an ETag is asked again plainly (it cannot be a 304).
 */
async function crawlTwice(
  url: string,
  paths: readonly string[],
): Promise<{ pages: number; withEtag: number; notModified: number }> {
  const etags = new Map<string, string>();
  for (const path of paths) {
    const answer = await fetch(`${url}${path}`);
    await answer.arrayBuffer();
    const etag = answer.headers.get('etag');
    if (answer.status === 200 && etag) etags.set(path, etag);
  }
  let notModified = 0;
  for (const path of paths) {
    const etag = etags.get(path);
    const answer = await fetch(`${url}${path}`, etag ? { headers: { 'if-none-match': etag } } : {});
    await answer.arrayBuffer();
    if (answer.status === 304) notModified += 1;
  }
  return { pages: paths.length, withEtag: etags.size, notModified };
}

/** The sitemap index, the directory file and the first doctors file, each asked 5 times (bar: under 1 s each). */
async function timeSitemaps(url: string): Promise<string[]> {
  const lines: string[] = [];
  for (const path of ['/sitemap.xml', '/sitemaps/directory.xml', '/sitemaps/doctors-0.xml']) {
    const times: number[] = [];
    let size = 0;
    let sent = 0;
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      const answer = await fetch(`${url}${path}`);
      size = (await answer.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      sent = Number(answer.headers.get('content-length') ?? 0);
    }
    const encoded = sent ? `, ${(sent / 1e6).toFixed(2)} MB sent gzipped` : '';
    lines.push(
      `${path}: ${(size / 1e6).toFixed(1)} MB${encoded}, in ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms with the client's inflating (5 requests)`,
    );
  }
  return lines;
}

/**
 * `pages`: server-rendered public pages (decision 046), the read cache off. A closed loop of 10
 * connections on two cores cannot give a doctor page's p99 under ten times its CPU cost, so three
 * figures instead: (a) the CPU cost of a doctor page, as its throughput against /healthz's in the
 * same run; (b) the p99 of doctor pages sent in an open loop at 50 a second, counted from the
 * moment each was due; (c) the share of 304s of a crawler's second pass over doctor pages,
 * directory pages and the home pages. Then the sitemap files' times.
 */
export async function benchPages(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  const env = await benchDatabaseEnv(options);
  const engine = await seedBenchData(env, options);
  const server = await startServer({ ...env, READ_CACHE_SECONDS: '0' });
  try {
    const pages = await findPublicPages(server.url);
    const first = await fetch(`${server.url}${pages.doctors[0]}`);
    if (first.status !== 200 || !(await first.text()).includes('application/ld+json')) {
      throw new Error(`${pages.doctors[0]} answered ${first.status} without a rendered page: is the web app built?`);
    }
    const page = await measure(
      `doctor page, server-rendered (${pages.doctors.length} pages)`,
      server.url,
      pages.doctors,
      {
        seconds,
      },
    );
    const healthz = await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds });

    let nextPage = 0;
    const openLoop = figuresByKind(
      await runOpenLoopSamples({
        url: server.url,
        rate: pagesPerSecond,
        seconds,
        next: () => ({ kind: 'doctor page', path: pages.doctors[nextPage++ % pages.doctors.length] as string }),
      }),
    ).find(({ kind }) => kind === 'all')!;

    const crawled = [...pages.doctors.slice(0, 600), ...pages.directory.slice(0, 200), '/fr/', '/en/', '/ar/'];
    const crawl = await crawlTwice(server.url, crawled);
    const sitemaps = await timeSitemaps(server.url);

    console.log(`\npages on ${engine}, ${options.doctors} doctors, READ_CACHE_SECONDS=0`);
    console.log(`(a) CPU cost: 10 connections, ${seconds} s per run after 5 s of warm-up`);
    printResults([page, healthz]);
    console.log(
      `    a doctor page costs ${(healthz.requestsPerSecond / page.requestsPerSecond).toFixed(0)} times /healthz (throughput ratio ${(page.requestsPerSecond / healthz.requestsPerSecond).toFixed(4)})`,
    );
    console.log(
      `(b) open loop, ${pagesPerSecond} doctor pages/s for ${seconds} s: ${openLoop.count} pages, p50 ${openLoop.p50} ms, p99 ${openLoop.p99} ms, max ${openLoop.max} ms, ${openLoop.errors} 4xx, ${openLoop.failures} 5xx or failed`,
    );
    console.log(
      `(c) crawler, ${crawl.pages} public pages twice: ${crawl.withEtag} had an ETag; second pass ${crawl.notModified} × 304 = ${((100 * crawl.notModified) / crawl.pages).toFixed(1)} %`,
    );
    for (const line of sitemaps) console.log(line);
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
}
