import sharp from 'sharp';

/**
 * The subjects of the demo posts, each of which has its own illustration. One per topic, shared by
 * the translations of the same article, so that the blog shows as many different pictures as it has
 * topics rather than one tile in several colours. Listed once here, for the type and for the tests.
 */
export const postMotifs = [
  'fasting',
  'heat',
  'vaccine',
  'heart',
  'flu',
  'sun-skin',
  'back',
  'pregnancy',
  'sleep',
  'eyes',
  'allergy',
  'teeth',
] as const;

/** The subject of a demo post, which chooses its illustration. */
export type PostMotif = (typeof postMotifs)[number];

/**
 * A dark and a light colour of a calm palette for each motif: the background runs from one to the
 * other, and the dark one also paints the details drawn on the white pictogram. Each topic has a hue
 * of its own, chosen for what it evokes (night for sleep, warm orange for heat), so that two cards
 * side by side never look alike even before the pictogram is read.
 */
const palettes: Record<PostMotif, { dark: string; light: string }> = {
  fasting: { dark: '#5b21b6', light: '#c4b5fd' },
  heat: { dark: '#c2410c', light: '#fdba74' },
  vaccine: { dark: '#1d4ed8', light: '#93c5fd' },
  heart: { dark: '#be123c', light: '#fda4af' },
  flu: { dark: '#0e7490', light: '#a5f3fc' },
  'sun-skin': { dark: '#b45309', light: '#fde68a' },
  back: { dark: '#334155', light: '#cbd5e1' },
  pregnancy: { dark: '#a21caf', light: '#f5d0fe' },
  sleep: { dark: '#1e1b4b', light: '#4f46e5' },
  eyes: { dark: '#0369a1', light: '#7dd3fc' },
  allergy: { dark: '#15803d', light: '#bbf7d0' },
  teeth: { dark: '#0f766e', light: '#99f6e4' },
};

/**
 * The pictogram of each motif, drawn with plain SVG shapes in white on a 1200 × 675 canvas, centred
 * on (600, 337). Shapes are large and strokes at least 16 units wide: the picture is mostly seen on a
 * 300-pixel card, a quarter of its size, where thinner lines would vanish. The dark colour of the
 * palette is passed for the few details drawn on the white shapes.
 */
const pictograms: Record<PostMotif, (dark: string) => string> = {
  // Ramadan with diabetes: the crescent of the month and a drop of blood for the glucose reading.
  fasting(dark) {
    return `${crescent(500, 320, 150, 'fasting-moon')}
${star(395, 165, 26)}${star(640, 150, 20)}${star(660, 505, 16)}
${drop(775, 345, 95)}
<rect x="735" y="346" width="80" height="22" rx="11" fill="${dark}"/>
<rect x="764" y="317" width="22" height="80" rx="11" fill="${dark}"/>`;
  },

  // Heat waves: a blazing sun and a thermometer whose column is near the top.
  heat(dark) {
    return `${sun(475, 300, 95, 12)}
<rect x="700" y="135" width="90" height="330" rx="45" fill="#fff"/>
<circle cx="745" cy="475" r="75" fill="#fff"/>
<rect x="730" y="180" width="30" height="300" rx="15" fill="${dark}"/>
<circle cx="745" cy="475" r="48" fill="${dark}"/>
${[210, 260, 310, 360].map((y) => `<rect x="805" y="${y}" width="40" height="14" rx="7" fill="#fff"/>`).join('')}`;
  },

  // Vaccination: a shield, for protection, with a syringe across it.
  vaccine(dark) {
    return `<path d="M600 120 L790 190 V330 C790 450 700 520 600 565 C500 520 410 450 410 330 V190 Z" fill="#fff"/>
<g transform="rotate(-45 600 340) translate(600 340) scale(0.82) translate(-600 -340)">
<rect x="470" y="305" width="230" height="70" rx="14" fill="${dark}"/>
${[520, 565, 610, 655].map((x) => `<rect x="${x}" y="305" width="10" height="36" fill="#fff"/>`).join('')}
<rect x="455" y="285" width="22" height="110" rx="8" fill="${dark}"/>
<rect x="395" y="330" width="70" height="20" fill="${dark}"/>
<rect x="375" y="300" width="22" height="80" rx="8" fill="${dark}"/>
<rect x="700" y="322" width="40" height="36" fill="${dark}"/>
<rect x="740" y="334" width="80" height="12" rx="6" fill="${dark}"/>
</g>`;
  },

  // Blood pressure: a heart crossed by the trace of a pulse.
  heart(dark) {
    return `<clipPath id="heart-shape"><path d="${heartPath}"/></clipPath>
<path d="${heartPath}" fill="#fff"/>
<path d="${pulsePath}" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${pulsePath}" fill="none" stroke="${dark}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" clip-path="url(#heart-shape)"/>`;
  },

  // Seasonal flu: virus particles of three sizes, spikes ending in knobs.
  flu(dark) {
    return `${virus(560, 330, 120, 10, dark)}${virus(790, 210, 60, 8, dark)}${virus(780, 470, 45, 7, dark)}${virus(385, 175, 40, 7, dark)}`;
  },

  // Sun and skin: a tube of sunscreen, a sun on its label, under the sun.
  'sun-skin'(dark) {
    return `${sun(770, 215, 80, 10)}
<g transform="rotate(-14 520 370)">
<path d="M440 290 Q440 240 490 240 H550 Q600 240 600 290 V500 H440 Z" fill="#fff"/>
<rect x="430" y="495" width="180" height="50" rx="12" fill="#fff"/>
<rect x="490" y="190" width="60" height="55" rx="10" fill="#fff"/>
${sun(520, 380, 24, 8, dark, 12)}
</g>`;
  },

  // Back pain: a spine, vertebra upon vertebra down to the sacrum, the sore lower one red and radiating.
  back() {
    const bones = vertebrae
      .map(
        ([x, y, width], position) =>
          `<rect x="${x - width / 2 - 22}" y="${y + 12}" width="${width + 44}" height="16" rx="8" fill="#fff"/>
<rect x="${x - width / 2}" y="${y}" width="${width}" height="40" rx="16" fill="${position === 5 ? pain : '#fff'}"/>`,
      )
      .join('');
    const rays = [-1, 1]
      .flatMap((side) =>
        [-35, 0, 35].map((angle) => {
          const [cos, sin] = [side * Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
          return `<line x1="${616 + 105 * cos}" y1="${400 + 105 * sin}" x2="${616 + 150 * cos}" y2="${400 + 150 * sin}" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`;
        }),
      )
      .join('');
    return `<g transform="translate(0 -30)">${bones}${rays}
<path d="M540 540 H660 Q665 560 640 590 L610 625 Q600 635 590 625 L560 590 Q535 560 540 540 Z" fill="#fff"/>
</g>`;
  },

  // Pregnancy: a mother in profile, a hand on her belly, a small heart on it.
  pregnancy(dark) {
    return `<circle cx="570" cy="168" r="56" fill="#fff"/>
<circle cx="505" cy="150" r="30" fill="#fff"/>
<path d="M540 236 C590 226 625 240 632 275 C640 305 636 322 626 338 C700 352 742 410 728 466 C716 515 668 532 628 527 L658 595 H492 L518 470 C496 400 494 300 540 236 Z" fill="#fff"/>
<path d="M585 275 C575 340 585 400 640 425" fill="none" stroke="${dark}" stroke-opacity="0.3" stroke-width="18" stroke-linecap="round"/>
<path d="${smallHeart(680, 460, 30)}" fill="${dark}"/>`;
  },

  // Screens and sleep: a bed under a crescent moon and stars.
  sleep() {
    return `${crescent(700, 190, 80, 'sleep-moon')}
${star(520, 150, 24)}${star(850, 270, 18)}${star(440, 250, 14)}
<rect x="380" y="300" width="34" height="260" rx="12" fill="#fff"/>
<rect x="786" y="400" width="34" height="160" rx="12" fill="#fff"/>
<rect x="380" y="470" width="440" height="50" fill="#fff"/>
<rect x="430" y="390" width="120" height="68" rx="30" fill="#fff"/>
<path d="M566 392 H750 Q786 392 786 428 V458 H566 Z" fill="#fff"/>`;
  },

  // Digital eye strain: an eye on a computer screen.
  eyes(dark) {
    return `<rect x="385" y="130" width="430" height="290" rx="26" fill="none" stroke="#fff" stroke-width="22"/>
<rect x="565" y="430" width="70" height="70" fill="#fff"/>
<rect x="480" y="495" width="240" height="34" rx="17" fill="#fff"/>
<path d="M450 275 Q600 155 750 275 Q600 395 450 275 Z" fill="#fff"/>
<circle cx="600" cy="275" r="55" fill="${dark}"/>
<circle cx="600" cy="275" r="24" fill="#fff"/>
<circle cx="620" cy="255" r="10" fill="${dark}"/>`;
  },

  // Spring allergies: a flower giving off grains of pollen.
  allergy(dark) {
    const petals = Array.from(
      { length: 8 },
      (_, petal) =>
        `<ellipse cx="600" cy="190" rx="38" ry="70" fill="#fff" transform="rotate(${petal * 45} 600 260)"/>`,
    ).join('');
    const grains = pollenGrains.map(([x, y, r]) => pollen(x, y, r)).join('');
    return `<path d="M600 330 C600 420 590 480 600 580" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round"/>
<path d="M600 500 C650 440 720 450 730 470 C700 520 640 520 600 500 Z" fill="#fff"/>
<path d="M598 460 C550 400 480 410 470 430 C500 480 560 480 598 460 Z" fill="#fff"/>
${petals}<circle cx="600" cy="260" r="50" fill="${dark}"/>${grains}`;
  },

  // Children's teeth: a tooth, a toothbrush beside it and the sparkle of a clean tooth.
  teeth(dark) {
    return `<path d="M430 230 C430 150 525 140 545 172 C565 140 660 150 660 230 C660 320 632 350 625 420 C618 490 605 540 585 540 C560 540 558 460 545 432 C532 460 530 540 505 540 C485 540 472 490 465 420 C458 350 430 320 430 230 Z" fill="#fff"/>
<path d="M470 235 C470 200 490 188 510 190" fill="none" stroke="${dark}" stroke-width="12" stroke-linecap="round" stroke-opacity="0.35"/>
<g transform="rotate(30 790 350)">
<rect x="765" y="250" width="50" height="290" rx="25" fill="#fff"/>
<rect x="770" y="140" width="40" height="120" rx="8" fill="#fff"/>
${[150, 178, 206, 234].map((y) => `<rect x="810" y="${y}" width="50" height="20" rx="6" fill="#fff"/>`).join('')}
<rect x="778" y="300" width="24" height="150" rx="12" fill="${dark}" fill-opacity="0.3"/>
</g>
${star(700, 165, 28)}${star(410, 470, 18)}`;
  },
};

/** A heart of about 400 units, centred on the canvas, for the blood-pressure motif. */
const heartPath =
  'M600 540 C520 475 390 400 390 270 C390 190 450 140 515 140 C555 140 585 165 600 195 C615 165 645 140 685 140 C750 140 810 190 810 270 C810 400 680 475 600 540 Z';

/** The trace of one heartbeat, wider than the heart so that it reads as a monitor's line. */
const pulsePath = 'M330 330 H500 L535 260 L575 410 L620 200 L660 360 L690 330 H870';

/** The red of the sore vertebra: the one colour that says pain at a glance, whatever the language. */
const pain = '#ef4444';

/** Centre, width of each vertebra of the spine, top to bottom, drifting along a gentle S. */
const vertebrae: Array<[number, number, number]> = [
  [590, 120, 70],
  [598, 172, 80],
  [606, 224, 90],
  [612, 276, 100],
  [616, 328, 110],
  [616, 380, 120],
  [610, 432, 128],
  [600, 484, 136],
];

/** Centre and radius of the grains of pollen around the flower, on both sides of it. */
const pollenGrains: Array<[number, number, number]> = [
  [780, 160, 16],
  [840, 250, 12],
  [760, 320, 10],
  [850, 380, 8],
  [410, 170, 14],
  [360, 280, 11],
  [440, 340, 9],
];

/** A round disc with a second one cut out of it, leaving a crescent open to the upper right. */
function crescent(cx: number, cy: number, r: number, id: string): string {
  return `<mask id="${id}"><rect width="1200" height="675" fill="#fff"/><circle cx="${cx + r * 0.45}" cy="${cy - r * 0.3}" r="${r * 0.85}" fill="#000"/></mask>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" mask="url(#${id})"/>`;
}

/** A four-pointed twinkle, for stars at night and the shine of a clean tooth. */
function star(cx: number, cy: number, r: number): string {
  const w = r * 0.28;
  return `<path d="M${cx} ${cy - r} Q${cx + w} ${cy - w} ${cx + r} ${cy} Q${cx + w} ${cy + w} ${cx} ${cy + r} Q${cx - w} ${cy + w} ${cx - r} ${cy} Q${cx - w} ${cy - w} ${cx} ${cy - r} Z" fill="#fff"/>`;
}

/** A sun: a disc and short rounded rays around it, `width` wide, in white unless told otherwise. */
function sun(cx: number, cy: number, r: number, rays: number, colour = '#fff', width = 20): string {
  const lines = Array.from({ length: rays }, (_, ray) => {
    const angle = (ray * 2 * Math.PI) / rays;
    const [inner, outer] = [r + width * 1.4, r + width * 3.5];
    return `<line x1="${cx + inner * Math.cos(angle)}" y1="${cy + inner * Math.sin(angle)}" x2="${cx + outer * Math.cos(angle)}" y2="${cy + outer * Math.sin(angle)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>${lines}`;
}

/** A drop, round at the bottom (centred on cx, cy with radius r) and pointed at the top. */
function drop(cx: number, cy: number, r: number): string {
  const top = cy - r * 2.1;
  return `<path d="M${cx} ${top} C${cx + r * 0.35} ${top + r * 0.7} ${cx + r} ${cy - r * 0.55} ${cx + r} ${cy} A${r} ${r} 0 0 1 ${cx - r} ${cy} C${cx - r} ${cy - r * 0.55} ${cx - r * 0.35} ${top + r * 0.7} ${cx} ${top} Z" fill="#fff"/>`;
}

/** A small heart centred on (cx, cy), about 2r wide. */
function smallHeart(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy + r} C${cx - r * 0.4} ${cy + r * 0.65} ${cx - r} ${cy + r * 0.2} ${cx - r} ${cy - r * 0.3} C${cx - r} ${cy - r * 0.8} ${cx - r * 0.3} ${cy - r} ${cx} ${cy - r * 0.5} C${cx + r * 0.3} ${cy - r} ${cx + r} ${cy - r * 0.8} ${cx + r} ${cy - r * 0.3} C${cx + r} ${cy + r * 0.2} ${cx + r * 0.4} ${cy + r * 0.65} ${cx} ${cy + r} Z`;
}

/**
 * Spots on a virus, as fractions of its radius: scattered unevenly, since three spots in a triangle
 * read as a surprised face.
 */
const virusSpots: Array<[number, number, number]> = [
  [-0.45, -0.2, 0.16],
  [0.1, -0.5, 0.12],
  [0.42, 0.05, 0.14],
  [-0.05, 0.05, 0.1],
  [-0.3, 0.45, 0.12],
  [0.25, 0.5, 0.09],
];

/** A virus particle: a disc with spikes ending in knobs, and a few darker spots on its surface. */
function virus(cx: number, cy: number, r: number, spikes: number, dark: string): string {
  const arms = Array.from({ length: spikes }, (_, spike) => {
    const angle = (spike * 2 * Math.PI) / spikes + r / 50;
    const end = r * 1.38;
    const [x, y] = [cx + end * Math.cos(angle), cy + end * Math.sin(angle)];
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="#fff" stroke-width="${Math.max(12, r * 0.14)}"/><circle cx="${x}" cy="${y}" r="${Math.max(12, r * 0.17)}" fill="#fff"/>`;
  }).join('');
  const spots = virusSpots
    .map(
      ([x, y, size]) =>
        `<circle cx="${cx + x * r}" cy="${cy + y * r}" r="${size * r}" fill="${dark}" fill-opacity="0.4"/>`,
    )
    .join('');
  return `${arms}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>${spots}`;
}

/** The pale yellow of pollen: in white, its grains would pass for the viruses of the flu motif. */
const pollenYellow = '#fef08a';

/** A grain of pollen: a small disc ringed with tiny spikes. */
function pollen(cx: number, cy: number, r: number): string {
  const spikes = Array.from({ length: 8 }, (_, spike) => {
    const angle = (spike * Math.PI) / 4;
    return `<circle cx="${cx + r * 1.25 * Math.cos(angle)}" cy="${cy + r * 1.25 * Math.sin(angle)}" r="${r * 0.32}" fill="${pollenYellow}"/>`;
  }).join('');
  return `${spikes}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pollenYellow}"/>`;
}

/**
 * The illustration of a demo post: the pictogram of its topic in white, centred on a gradient of
 * the topic's colours, with soft circles behind. Drawn here rather than downloaded: nothing may come
 * from the network, and no photograph is presented as real. It holds no text, since the same picture
 * illustrates the French, English and Arabic versions of an article. `index` (the author's id) only
 * moves the background circles, so that two posts on one topic are alike but not identical.
 * 1200 × 675 PNG, re-encoded by the blog image store like any pasted image.
 */
export async function postIllustration(motif: PostMotif, index: number): Promise<Buffer> {
  const { dark, light } = palettes[motif];
  const circles = Array.from({ length: 5 }, (_, circle) => {
    const x = (index * 193 + circle * 271) % 1200;
    const y = (index * 97 + circle * 157) % 675;
    const r = 60 + ((index + circle * 3) % 5) * 40;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#background)"/>${circles}
<circle cx="600" cy="337" r="300" fill="#fff" fill-opacity="0.12"/>
${pictograms[motif](dark)}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
