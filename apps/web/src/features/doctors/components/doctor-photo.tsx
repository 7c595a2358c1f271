import { firstGrapheme, type TDoctor } from '@tabib/shared';

/** How many background tones initials are drawn on: each white text on it has a contrast of at least 4.5. */
export const initialsTones = 8;

/** A tone for a name: always the same for one doctor, spread over the tones across names. */
export function initialsTone(name: string): number {
  let hash = 2166136261;
  for (const character of name) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % initialsTones;
}

/** "Salma Benjelloun" → "SB"; whole characters (an accent or an emoji is never cut in half). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstGrapheme(firstName.trim())}${firstGrapheme(lastName.trim())}`.toLocaleUpperCase();
}

/**
 * The doctor's photo or, without one, their initials on a tone derived from the name (issue 14:
 * the same silhouette on every card made the directory look empty). Either way the element is
 * decoration: the doctor's name is written right beside it.
 */
export function DoctorPhoto({
  doctor,
  size,
}: {
  doctor: Pick<TDoctor, 'image' | 'first_name' | 'last_name'>;
  size: number;
}) {
  if (doctor.image) {
    return <img className="doctor-photo" src={doctor.image} alt="" width={size} height={size} decoding="async" />;
  }
  return (
    <span
      className={`doctor-photo doctor-initials tone-${initialsTone(`${doctor.first_name} ${doctor.last_name}`)}`}
      style={{ inlineSize: size, blockSize: size, fontSize: size * 0.36 }}
      aria-hidden="true"
    >
      {initialsOf(doctor.first_name, doctor.last_name)}
    </span>
  );
}
