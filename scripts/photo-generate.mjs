// Procedural "product photographs" for generated catalogues (catalogue-generate.mjs --photos): a
// gradient backdrop, a lit object of a few shapes with a soft shadow, multi-octave value noise
// (texture at every scale) and per-pixel grain, written as a JPEG. Seeded and deterministic: the
// same seed always gives the same bytes. They compress like photographs (several hundred KB at
// 2,000 px), which is what the image pipeline and the bench need; flat colour would not.
import sharp from 'sharp';

/** Mulberry32: a small seeded generator. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sum of value-noise octaves (cell sizes halving from `cell`), about -1..1, as a W x H array. */
function valueNoise(width, height, next, cell, octaves) {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o += 1, cell /= 2, amplitude *= 0.55) {
    const size = Math.max(2, Math.round(cell));
    const cols = Math.ceil(width / size) + 2;
    const rows = Math.ceil(height / size) + 2;
    const lattice = new Float32Array(cols * rows);
    for (let i = 0; i < lattice.length; i += 1) lattice[i] = next() * 2 - 1;
    for (let y = 0; y < height; y += 1) {
      const gy = y / size;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      const sy = fy * fy * (3 - 2 * fy);
      const r0 = y0 * cols;
      const r1 = r0 + cols;
      const line = y * width;
      for (let x = 0; x < width; x += 1) {
        const gx = x / size;
        const x0 = Math.floor(gx);
        const fx = gx - x0;
        const sx = fx * fx * (3 - 2 * fx);
        const top = lattice[r0 + x0] + (lattice[r0 + x0 + 1] - lattice[r0 + x0]) * sx;
        const bottom = lattice[r1 + x0] + (lattice[r1 + x0 + 1] - lattice[r1 + x0]) * sx;
        out[line + x] += (top + (bottom - top) * sy) * amplitude;
      }
    }
    total += amplitude;
  }
  for (let i = 0; i < out.length; i += 1) out[i] /= total;
  return out;
}

const hue = (next) => [40 + next() * 200, 40 + next() * 200, 40 + next() * 200];

/** Raw RGB pixels of one picture. */
function pixels(width, height, seed) {
  const next = random(seed);
  const [from, to] = [hue(next), hue(next)];
  const angle = next() * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const texture = valueNoise(width, height, next, width / 3, 8);
  // The object: a few overlapping ellipses around the centre, each with its colour and light.
  const unit = Math.min(width, height);
  const shapes = Array.from({ length: 3 + Math.floor(next() * 4) }, () => ({
    cx: width * (0.3 + next() * 0.4),
    cy: height * (0.3 + next() * 0.4),
    rx: unit * (0.08 + next() * 0.22),
    ry: unit * (0.08 + next() * 0.22),
    colour: hue(next),
  }));
  const data = Buffer.alloc(width * height * 3);
  let grain = seed >>> 0 || 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const t = Math.min(1, Math.max(0, ((x / width - 0.5) * dx + (y / height - 0.5) * dy) * 1.2 + 0.5));
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      for (const s of shapes) {
        const ex = (x - s.cx) / s.rx;
        const ey = (y - s.cy) / s.ry;
        const d = ex * ex + ey * ey;
        const shadow = ((x - s.cx - s.rx * 0.15) / s.rx) ** 2 + ((y - s.cy - s.ry * 0.2) / s.ry) ** 2;
        if (d < 1) {
          // Lit from the top left, darker towards the rim.
          const light = 1.15 - 0.35 * d - 0.25 * (ex + ey);
          r = s.colour[0] * light;
          g = s.colour[1] * light;
          b = s.colour[2] * light;
        } else if (shadow < 1.3) {
          const k = 0.75 + 0.25 * Math.min(1, Math.max(0, (shadow - 0.9) / 0.4));
          r *= k;
          g *= k;
          b *= k;
        }
      }
      grain ^= grain << 13;
      grain ^= grain >>> 17;
      grain ^= grain << 5;
      const n = texture[i] * 38 + ((grain >>> 0) / 4294967296 - 0.5) * 14;
      data[i * 3] = Math.max(0, Math.min(255, r + n));
      data[i * 3 + 1] = Math.max(0, Math.min(255, g + n * 0.9));
      data[i * 3 + 2] = Math.max(0, Math.min(255, b + n * 1.1));
    }
  }
  return data;
}

/** Writes a width x height JPEG picture for `seed` to `file`. */
export async function writePhoto(file, seed, width = 2000, height = 2000) {
  await sharp(pixels(width, height, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toFile(file);
}
