import { RichText } from '../../../components/rich-text.tsx';

/** A doctor's description: HTML the server already sanitised, sanitised again before rendering (product.md §10). */
export function DoctorDescription({ html }: { html: string }) {
  return <RichText html={html} className="doctor-description" dir="auto" />;
}
