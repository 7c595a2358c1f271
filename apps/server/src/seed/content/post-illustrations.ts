import sharp from 'sharp';

/** Calm colour pairs of the product's palette; each demo post gets one by its position. */
const palettes: Array<[string, string]> = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#7c3aed', '#c4b5fd'],
  ['#b45309', '#fbbf24'],
  ['#be123c', '#fda4af'],
  ['#15803d', '#86efac'],
];

/**
 * An abstract illustration for a demo post (a gradient, soft circles and the product's cross),
 * drawn here rather than downloaded: nothing may come from the network, and no photograph is
 * presented as real. 1200 × 675 PNG, re-encoded by the blog image store like any pasted image.
 */
export async function postIllustration(index: number): Promise<Buffer> {
  const [dark, light] = palettes[index % palettes.length] as [string, string];
  const circles = Array.from({ length: 5 }, (_, circle) => {
    const x = (index * 193 + circle * 271) % 1200;
    const y = (index * 97 + circle * 157) % 675;
    const r = 60 + ((index + circle * 3) % 5) * 40;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.12"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${circles}
<rect x="490" y="227" width="220" height="220" rx="48" fill="#fff" fill-opacity="0.95"/>
<path d="M570 262h60v58h58v60h-58v58h-60v-58h-58v-60h58z" fill="${dark}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
