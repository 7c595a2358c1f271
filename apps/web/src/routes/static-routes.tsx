import { useTranslation } from 'react-i18next';
import { ContactPage } from '../features/static-pages/components/contact-page.tsx';
import { LegalPage } from '../features/static-pages/components/legal-page.tsx';

/** Static pages load the `pages` catalogue on demand; the home page never downloads it. */
function usePagesNamespace() {
  useTranslation('pages');
}

export function AboutRoute() {
  usePagesNamespace();
  return <LegalPage page="about" />;
}
export function TermsRoute() {
  usePagesNamespace();
  return <LegalPage page="terms" />;
}
export function PrivacyRoute() {
  usePagesNamespace();
  return <LegalPage page="privacy" />;
}
export function CookiesRoute() {
  usePagesNamespace();
  return <LegalPage page="cookies" />;
}
export function ContactRoute() {
  usePagesNamespace();
  return <ContactPage />;
}
