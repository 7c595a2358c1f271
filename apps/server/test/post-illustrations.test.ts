import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../src/seed/content/blog-posts.ts';
import { postIllustration, postMotifs, type PostMotif } from '../src/seed/content/post-illustrations.ts';

/**
 * The least mean difference, on a 0–255 scale, between the pictograms of two different motifs (see
 * `pictogramPrint`). Measured when the motifs were drawn: the closest pair, back and pregnancy (two
 * tall upright figures), differs by 13.4, and the rest by 14.5 to 35.8; one motif at any two
 * indices differs by at most 0.03, and the former design, one cross for every post whatever its
 * colours, by 0. A threshold of 8 sits between the two with room for small changes of rendering,
 * and fails as soon as two topics share a drawing again.
 */
const leastDifference = 8;

describe('post illustrations', () => {
  it('draws every motif as a 1200 × 675 PNG', async () => {
    for (const motif of postMotifs) {
      const metadata = await sharp(await postIllustration(motif, 3)).metadata();
      expect({ motif, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        motif,
        format: 'png',
        width: 1200,
        height: 675,
      });
    }
  });

  it('gives each motif a pictogram of its own', async () => {
    const prints = new Map<PostMotif, Buffer>();
    for (const motif of postMotifs) prints.set(motif, await pictogramPrint(await postIllustration(motif, 3)));
    for (const [first, firstPrint] of prints) {
      for (const [second, secondPrint] of prints) {
        if (first >= second) continue;
        expect(meanDifference(firstPrint, secondPrint), `${first} and ${second}`).toBeGreaterThan(leastDifference);
      }
    }
  });

  it('varies only the background with the index, never the pictogram', async () => {
    const first = await pictogramPrint(await postIllustration('heart', 0));
    const other = await pictogramPrint(await postIllustration('heart', 17));
    expect(meanDifference(first, other)).toBeLessThan(1);
  });

  it('gives every demo post a motif, and uses every motif', () => {
    for (const post of blogPosts) expect(postMotifs, post.title).toContain(post.motif);
    expect(new Set(blogPosts.map((post) => post.motif))).toEqual(new Set(postMotifs));
  });
});

/**
 * Where the white pictogram lies, reduced to 32 × 18: every pixel of pure white (each channel at
 * least 240) becomes 255 and every other one 0, then the mask is scaled down. Comparing these rather
 * than the pictures themselves ignores the palette and the background circles, so that two topics
 * drawn alike in different colours, as every post used to be, count as the same picture.
 */
async function pictogramPrint(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = Buffer.alloc(info.width * info.height);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const [red, green, blue] = [data[3 * pixel], data[3 * pixel + 1], data[3 * pixel + 2]] as [number, number, number];
    mask[pixel] = Math.min(red, green, blue) >= 240 ? 255 : 0;
  }
  return sharp(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
    .resize(32, 18, { fit: 'fill' })
    .raw()
    .toBuffer();
}

function meanDifference(first: Buffer, second: Buffer): number {
  let total = 0;
  for (let index = 0; index < first.length; index++) total += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
  return total / first.length;
}
