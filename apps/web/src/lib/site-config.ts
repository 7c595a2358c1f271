/**
 * Contact details and the community link configured on the server (CONTACT_EMAIL, CONTACT_PHONE,
 * SOCIAL_URL) and written into the page as <meta> tags, so no request is needed to show them.
 */
function readMeta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export const siteConfig = {
  get contactEmail() {
    return readMeta('tabib:contact-email');
  },
  get contactPhone() {
    return readMeta('tabib:contact-phone');
  },
  /** Empty when SOCIAL_URL is not set: the footer then has no community link. */
  get socialUrl() {
    return readMeta('tabib:social-url');
  },
};
