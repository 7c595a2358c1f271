import { nameInitial, type TDoctor } from '@tabib/shared';

/** The tones initials are drawn on: white text on each has a contrast of 6.4:1 or more. */
const tones = ['#0f5d56', '#1e4e8c', '#6b3a8c', '#a23b2a', '#7c4a0a', '#2f6b2f', '#9b1c5a', '#3d4f66'] as const;

export const initialsTones = tones.length;

/** A tone for a name: always the same for one doctor, spread over the tones across names. */
export function initialsTone(name: string): number {
  let hash = 2166136261;
  for (const character of name) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % initialsTones;
}

/**
 * "Salma Benjelloun" → "SB"; whole characters (an accent or an emoji is never cut in half), the
 * Arabic article skipped ("فؤاد العلمي" → "ف ع", decision 055). Arabic letters would join into a
 * word ("يأ"): a thin space keeps them apart ("ي أ").
 */
export function initialsOf(firstName: string, lastName: string): string {
  const first = nameInitial(firstName);
  const last = nameInitial(lastName);
  const separator = /\p{Script=Arabic}/u.test(first + last) ? '\u2009' : '';
  return `${first}${separator}${last}`.toLocaleUpperCase();
}

/**
 * The doctor's photo or, without one, their initials on a tone derived from the name (decision 034:
 * the same silhouette on every card made the directory look empty). Either way the element is
 * decoration: the doctor's name is written right beside it.
 */
export function DoctorPhoto({
  doctor,
  names,
  size,
}: {
  doctor: Pick<TDoctor, 'image' | 'first_name' | 'last_name'>;
  /** The names the page shows (localNames): the initials are theirs, in the page's script. */
  names: { first: string; last: string };
  size: number;
}) {
  if (doctor.image) {
    return <img className="doctor-photo" src={doctor.image} alt="" width={size} height={size} decoding="async" />;
  }
  // The tone follows the stored name, so a doctor keeps it in every language; the letters are the page's.
  // Drawn as SVG with its size in attributes: a style attribute in the server's markup is refused
  // by the CSP (decision 046), and the box is sized before the stylesheet arrives.
  return (
    <svg
      className="doctor-photo doctor-initials"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={tones[initialsTone(`${doctor.first_name} ${doctor.last_name}`)]} />
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" fontSize="36" fill="#fff">
        {initialsOf(names.first, names.last)}
      </text>
    </svg>
  );
}
