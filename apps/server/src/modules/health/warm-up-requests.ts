import type { FastifyInstance } from 'fastify';
import type { StartUpStep } from './start-up.ts';

interface FoundDoctor {
  slug: string;
  last_name: string;
  speciality_slug: string;
  city_slug: string | null;
}

/**
 * The requests a process answers itself before it takes traffic (decision 062). Each loads what
 * its kind of request reads from memory once loaded, so the first patients do not pay for it
 * while others queue behind: the specialities and cities, the grouped counts, the doctors free to
 * book with their next slots (33,000 at 100,000 doctors), the words of doctors' names, the facet
 * table of near me and the practical filters, the statements kept prepared, and the code of a
 * server-rendered page, compiled on its first use.
 * They go through `inject`, the whole stack as a patient's request does, so a cache added later is
 * loaded here too without being named. Answers are not kept: the read cache holds what it keeps
 * for a patient's request alike.
 */
export function warmUpRequests(app: FastifyInstance): StartUpStep[] {
  let doctor: FoundDoctor | undefined;
  // Pages asked gzipped, as browsers ask them, so the compression is ready too; JSON as it is read.
  const get = async (url: string, encoding?: 'gzip') => {
    const response = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    if (response.statusCode >= 500) throw new Error(`${url} answered ${response.statusCode}`);
    return response;
  };
  const pages = () => {
    if (!doctor) return [];
    const place = [doctor.speciality_slug, doctor.city_slug].filter(Boolean).join('/');
    return [
      `/fr/${doctor.speciality_slug}/${doctor.slug}`,
      `/ar/${doctor.speciality_slug}/${doctor.slug}`,
      `/fr/doctors/${place}`,
      '/fr/',
      '/ar/',
    ];
  };
  return [
    {
      name: 'search',
      run: async () => {
        const response = await get('/api/doctors/doctor-search/');
        doctor = (response.json() as { doctors?: FoundDoctor[] }).doctors?.[0];
      },
    },
    {
      name: 'search by availability',
      run: async () => {
        await get('/api/doctors/doctor-search/?available_within=3&order=soonest');
      },
    },
    {
      name: 'search by name',
      run: async () => {
        // A name as typed, and misspelt: the exact and the fuzzy statements.
        const name = doctor?.last_name.toLowerCase() ?? 'alaoui';
        await get(`/api/doctors/doctor-search/?doctor_name=${encodeURIComponent(name)}`);
        await get(`/api/doctors/doctor-search/?doctor_name=${encodeURIComponent(`${name.slice(0, -1)}x`)}`);
      },
    },
    {
      // Near me and the practical filters read the facet table (decisions 076 and 079), built on
      // its first read: 6.7 s on PGlite and 1.8 s on PostgreSQL at 100,000 doctors, which every
      // such search would otherwise wait for (decision 082). Casablanca's centre, any data.
      name: 'search around a point',
      run: async () => {
        await get('/api/doctors/doctor-search/?near=33.5731,-7.5898&radius=5&order=distance');
      },
    },
    {
      name: 'doctor',
      run: async () => {
        if (doctor) await get(`/api/doctors/slug/${doctor.slug}/`);
      },
    },
    {
      name: 'server-rendered pages',
      run: async () => {
        for (const url of pages()) await get(url, 'gzip');
      },
    },
  ];
}
