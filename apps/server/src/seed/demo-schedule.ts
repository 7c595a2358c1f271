import type { Random } from './random.ts';

/**
 * The week and the prices of a demo doctor who takes bookings (decision 042), as Moroccan practices
 * keep them: a morning and an afternoon, Friday's longer noon break, evenings (until 19:00 to 20:00)
 * and Saturday mornings more common in the largest cities, Sunday closed almost always; prices in
 * dirhams by speciality, a first visit with an examination dearer, a follow-up cheaper.
 */
export interface WeeklyRange {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** The price of each visit type the demo creates (demo-bookings.ts), in dirhams. */
export interface VisitPrices {
  consultation: number;
  first: number;
  followUp: number;
  video: number;
}

export interface DemoSchedule {
  hours: WeeklyRange[];
  prices: VisitPrices;
}

const largeCities = new Set(['casablanca', 'rabat', 'marrakech', 'tanger', 'fes']);

interface DayPattern {
  morning: [string, string];
  afternoonStart: string;
  /** Friday: the morning ends before the prayer, the afternoon starts later. */
  friday: [string, string];
  /** When the afternoon ends, without and with evening hours (never past 18:00 without). */
  ends: string[];
  evenings: string[];
}

const dayPatterns: DayPattern[] = [
  {
    morning: ['09:00', '13:00'],
    afternoonStart: '15:00',
    friday: ['12:00', '15:00'],
    ends: ['18:00'],
    evenings: ['19:00', '19:30', '20:00'],
  },
  {
    morning: ['08:30', '12:30'],
    afternoonStart: '14:30',
    friday: ['12:00', '15:00'],
    ends: ['17:30', '18:00'],
    evenings: ['19:00', '19:30'],
  },
  {
    morning: ['10:00', '14:00'],
    afternoonStart: '16:00',
    friday: ['12:30', '15:30'],
    ends: ['18:00'],
    evenings: ['20:00'],
  },
];

/** A consultation's price range by speciality; specialists not named here charge 250 to 500 MAD. */
const consultationRanges: Record<string, [number, number]> = {
  'general-medicine': [150, 250],
  dentistry: [200, 300],
  orthodontics: [250, 400],
  pediatrics: [200, 350],
  physiotherapy: [150, 250],
  'speech-therapy': [200, 300],
  midwifery: [150, 250],
  psychology: [250, 400],
  nutrition: [250, 400],
};
const specialistRange: [number, number] = [250, 500];

/** Where a first visit usually includes an examination (ECG, ultrasound, a small procedure): its ceiling. */
const examinationCeilings: Record<string, number> = {
  cardiology: 800,
  'gynecology-obstetrics': 700,
  dermatology: 600,
};

/** The lowest a follow-up costs: first-line practices charge less. */
const firstLine = new Set(['general-medicine', 'physiotherapy', 'midwifery']);

function stepsOf50(random: Random, low: number, high: number): number {
  return low + 50 * random.int(0, Math.max(0, Math.floor((high - low) / 50)));
}

export function drawVisitPrices(random: Random, specialitySlug: string): VisitPrices {
  const [low, high] = consultationRanges[specialitySlug] ?? specialistRange;
  const consultation = stepsOf50(random, low, high);
  const ceiling = examinationCeilings[specialitySlug];
  const first = ceiling
    ? stepsOf50(random, Math.max(consultation + 100, ceiling - 300), ceiling)
    : Math.min(consultation + random.pick([50, 100]), high === 250 ? 300 : high + 100);
  const floor = firstLine.has(specialitySlug) ? 100 : specialitySlug === 'dentistry' ? 150 : 200;
  const followUp = Math.max(floor, consultation - random.pick([50, 100]));
  return { consultation, first, followUp, video: followUp };
}

export function drawWeeklyHours(random: Random, citySlug: string): WeeklyRange[] {
  const large = largeCities.has(citySlug);
  const pattern = random.pick(dayPatterns);
  const evening = random.chance(large ? 0.4 : 0.15);
  const saturday = random.chance(large ? 0.6 : 0.35);
  const sunday = random.chance(0.01);
  const wednesdayOff = random.chance(0.25);
  const ends = random.pick(evening ? pattern.evenings : pattern.ends);
  const [morningStart, morningEnd] = pattern.morning;
  const hours: WeeklyRange[] = [];
  for (let weekday = 1; weekday <= 5; weekday += 1) {
    const friday = weekday === 5;
    hours.push({ weekday, startsAt: morningStart, endsAt: friday ? pattern.friday[0] : morningEnd });
    if (weekday === 3 && wednesdayOff) continue;
    hours.push({ weekday, startsAt: friday ? pattern.friday[1] : pattern.afternoonStart, endsAt: ends });
  }
  if (saturday) hours.push({ weekday: 6, startsAt: morningStart, endsAt: morningEnd });
  if (sunday) hours.push({ weekday: 7, startsAt: '10:00', endsAt: '13:00' });
  return hours;
}

export function drawSchedule(random: Random, place: { citySlug: string; specialitySlug: string }): DemoSchedule {
  return { hours: drawWeeklyHours(random, place.citySlug), prices: drawVisitPrices(random, place.specialitySlug) };
}
