/**
 * Contact details, the community link and whether there are map tiles, configured on the server
 * (CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_URL, MAP_TILES) and written into the page as <meta> tags,
 * so no request is needed to show them. When the page is rendered on the server there is no
 * document: the server hands them over once (`provideSiteConfig`, entry-server.tsx).
 */
export interface SiteConfig {
  contactEmail: string;
  contactPhone: string;
  /** Empty when SOCIAL_URL is not set: the footer then has no community link. */
  socialUrl: string;
  /** `pmtiles` or `folder` when the server has map tiles (MAP_TILES, decision 078), else empty. */
  mapTiles: string;
}

let provided: SiteConfig | null = null;

let providedOrigin = '';

export function provideSiteConfig(config: SiteConfig, origin: string): void {
  provided = config;
  providedOrigin = origin;
}

/** This site's origin (PUBLIC_URL on the server), for absolute addresses such as a share image's. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? providedOrigin : window.location.origin;
}

const metaNames: Record<keyof SiteConfig, string> = {
  contactEmail: 'tabib:contact-email',
  contactPhone: 'tabib:contact-phone',
  socialUrl: 'tabib:social-url',
  mapTiles: 'tabib:map-tiles',
};

function read(field: keyof SiteConfig): string {
  if (provided) return provided[field];
  return document.querySelector<HTMLMetaElement>(`meta[name="${metaNames[field]}"]`)?.content ?? '';
}

export const siteConfig: SiteConfig = {
  get contactEmail() {
    return read('contactEmail');
  },
  get contactPhone() {
    return read('contactPhone');
  },
  get socialUrl() {
    return read('socialUrl');
  },
  get mapTiles() {
    return read('mapTiles');
  },
};
