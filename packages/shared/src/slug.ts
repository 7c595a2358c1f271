/**
 * The slug rule of product.md §2: lowercase, accents removed, characters other than a-z, 0-9,
 * space and hyphen removed, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Slugs of the speciality labels met so far: a few dozen, asked for on every doctor presented. */
const specialitySlugs = new Map<string, string>();

/** The speciality part of a doctor URL falls back to `medecin` (product.md §2). */
export function slugifySpeciality(label: string | null | undefined): string {
  if (!label) return 'medecin';
  let slug = specialitySlugs.get(label);
  if (slug === undefined) {
    slug = slugify(label) || 'medecin';
    if (specialitySlugs.size < 1000) specialitySlugs.set(label, slug);
  }
  return slug;
}

/** Doctor slug before de-duplication: firstname-lastname (product.md §10 adds -2, -3… on collision). */
export function doctorBaseSlug(firstName: string, lastName: string): string {
  return slugify(`${firstName} ${lastName}`) || 'docteur';
}

/** Blog slug of product.md §2: title lowercased, whitespace to hyphens, URL-encoded. */
export function blogSlug(title: string): string {
  return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
}
