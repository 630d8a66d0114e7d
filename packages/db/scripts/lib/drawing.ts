// The pieces the demo pictures are drawn from: light, sky, sea, shore, people and props, as SVG
// strings on a 1600 × 900 canvas (the hero size of an event cover).
import type { Random } from '../../src/seed/random';

export const W = 1600;
export const H = 900;

export type LightName =
  'dawn' | 'sunrise' | 'morning' | 'day' | 'golden' | 'sunset' | 'dusk' | 'night' | 'overcast';
export type Coast = 'atlantic' | 'north-sea' | 'tropical';

export type Light = {
  /** Top, middle and horizon of the sky. */
  sky: [string, string, string];
  sun?: { y: number; r: number; core: string; glow: string };
  moon?: boolean;
  /** Silhouettes: people, props and the nearest land. */
  shade: string;
  cloud: string;
  /** Daylight: people show the colours of their clothes. */
  day: boolean;
};

export const LIGHTS: Record<LightName, Light> = {
  dawn: {
    sky: ['#2a3461', '#a283a8', '#f8c79c'],
    sun: { y: 8, r: 40, core: '#fff3dc', glow: '#ffb98c' },
    shade: '#261f35',
    cloud: '#f0b0a2',
    day: false,
  },
  sunrise: {
    sky: ['#5a88c2', '#e6b7a2', '#ffdcac'],
    sun: { y: 95, r: 44, core: '#fff7e4', glow: '#ffcf86' },
    shade: '#2e2b3c',
    cloud: '#ffe0c8',
    day: false,
  },
  morning: {
    sky: ['#5b9fdc', '#9ecbea', '#e4f1f3'],
    sun: { y: 330, r: 46, core: '#ffffff', glow: '#fff4cf' },
    shade: '#34414f',
    cloud: '#ffffff',
    day: true,
  },
  day: {
    sky: ['#3c8bd5', '#7bbce8', '#d3ebf3'],
    sun: { y: 420, r: 44, core: '#ffffff', glow: '#fff6da' },
    shade: '#2f3a48',
    cloud: '#ffffff',
    day: true,
  },
  golden: {
    sky: ['#6b9bcb', '#e9c59b', '#ffc77e'],
    sun: { y: 130, r: 48, core: '#fff4d2', glow: '#ffb65c' },
    shade: '#30262f',
    cloud: '#ffe4bd',
    day: false,
  },
  sunset: {
    sky: ['#33366c', '#d16679', '#ffaa5c'],
    sun: { y: 34, r: 56, core: '#fff1c2', glow: '#ff894a' },
    shade: '#1f1727',
    cloud: '#f08a80',
    day: false,
  },
  dusk: {
    sky: ['#131a3c', '#4b3d7b', '#e27c66'],
    shade: '#120f1d',
    cloud: '#8a5a86',
    day: false,
  },
  night: {
    sky: ['#050816', '#0d1535', '#1d2b57'],
    moon: true,
    shade: '#05060c',
    cloud: '#2a3866',
    day: false,
  },
  overcast: {
    sky: ['#8ea2a8', '#bccac7', '#e3e5da'],
    sun: { y: 230, r: 40, core: '#fffbea', glow: '#f3efd8' },
    shade: '#37423e',
    cloud: '#e9ece4',
    day: true,
  },
};

const COASTS: Record<Coast, { sea: [string, string]; sand: string }> = {
  atlantic: { sea: ['#2f8191', '#0d4455'], sand: '#e4cc9f' },
  'north-sea': { sea: ['#7e9a93', '#46625d'], sand: '#e0d4b6' },
  tropical: { sea: ['#3cc4c0', '#0d7a8a'], sand: '#f2d8a2' },
};

// ---- colour ----

const rgb = (color: string) =>
  [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as [number, number, number];

/** `a` moved `t` of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((value, i) =>
      Math.round(value + (y[i]! - value) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const n = (value: number) => Math.round(value * 10) / 10;

// ---- the canvas a scene draws on ----

export class Canvas {
  readonly defs: string[] = [];
  readonly light: Light;
  private ids = 0;

  constructor(
    readonly random: Random,
    readonly lightName: LightName,
    readonly coast: Coast,
    /** Where the sky meets the sea. */
    readonly horizon: number,
    /** Where the sun (or moon) stands across the picture. */
    readonly sunX: number,
  ) {
    this.light = LIGHTS[lightName];
  }

  get night() {
    return this.lightName === 'night' || this.lightName === 'dusk';
  }

  id(prefix: string) {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  between(min: number, max: number) {
    return min + this.random.next() * (max - min);
  }

  /** A vertical gradient through `stops` ([offset, colour, opacity?]). */
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
        .map(
          ([offset, color, opacity = 1]) =>
            `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
        )
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}">${stops
        .map(
          ([offset, color, opacity = 1]) =>
            `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
        )
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Far things fade into the air's colour. */
  haze(color: string, distance: number) {
    return mix(color, this.light.sky[2], distance);
  }

  /** A glow: a soft disc of light, for lamps, fires and stage lights. */
  glow(x: number, y: number, r: number, color: string, opacity = 0.6) {
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${this.radial([
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ])}"/>`;
  }

  // ---- sky ----

  sky(options: { clouds?: number; sun?: boolean } = {}) {
    const { sky, sun, moon, cloud } = this.light;
    const parts = [
      `<rect width="${W}" height="${this.horizon + 2}" fill="${this.linear([
        [0, sky[0]],
        [0.55, sky[1]],
        [1, sky[2]],
      ])}"/>`,
    ];
    if (moon) {
      for (let i = 0; i < 90; i++) {
        const x = this.between(0, W);
        const y = this.between(0, this.horizon * 0.8);
        parts.push(
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(this.between(0.8, 2.2))}" fill="#fffbe8" opacity="${n(this.between(0.3, 0.9))}"/>`,
        );
      }
      const my = this.horizon * 0.32;
      parts.push(this.glow(this.sunX, my, 260, '#cfd8ff', 0.35));
      parts.push(`<circle cx="${this.sunX}" cy="${n(my)}" r="46" fill="#fbf6e4"/>`);
      parts.push(
        `<circle cx="${this.sunX + 14}" cy="${n(my - 10)}" r="9" fill="#e6dfc8" opacity="0.6"/><circle cx="${this.sunX - 12}" cy="${n(my + 12)}" r="6" fill="#e6dfc8" opacity="0.5"/>`,
      );
    }
    if (!sun && this.lightName === 'dusk') {
      parts.push(
        `<ellipse cx="${this.sunX}" cy="${this.horizon}" rx="700" ry="200" fill="${this.radial([
          [0, '#ffb07a', 0.6],
          [1, '#ffb07a', 0],
        ])}"/>`,
      );
    }
    if (sun && options.sun !== false) {
      const y = this.horizon - sun.y;
      parts.push(this.glow(this.sunX, y, sun.r * 9, sun.glow, 0.55));
      parts.push(this.glow(this.sunX, y, sun.r * 2.6, sun.core, 0.7));
      parts.push(`<circle cx="${this.sunX}" cy="${n(y)}" r="${sun.r}" fill="${sun.core}"/>`);
    }
    const clouds = options.clouds ?? this.random.int(2, 5);
    const soft = this.blur(14);
    for (let i = 0; i < clouds; i++) {
      const cx = this.between(-100, W + 100);
      const cy = this.between(this.horizon * 0.12, this.horizon * 0.75);
      const width = this.between(180, 420);
      const blobs = [];
      for (let j = 0; j < 5; j++) {
        blobs.push(
          `<ellipse cx="${n(cx + this.between(-width / 2, width / 2))}" cy="${n(cy + this.between(-14, 10))}" rx="${n(this.between(width * 0.2, width * 0.45))}" ry="${n(this.between(14, 34))}"/>`,
        );
      }
      parts.push(
        `<g fill="${cloud}" opacity="${n(this.between(0.35, 0.7) * 10) / 10}" filter="${soft}">${blobs.join('')}</g>`,
      );
    }
    return parts.join('');
  }

  // ---- sea ----

  seaColors(): [string, string] {
    const sea = COASTS[this.coast].sea;
    const dark = this.night ? 0.75 : this.light.day ? 0.1 : 0.35;
    return [mix(sea[0], this.light.sky[2], 0.45), mix(sea[1], this.light.shade, dark)];
  }

  sea(bottom = H) {
    const [top, deep] = this.seaColors();
    const parts = [
      `<rect y="${this.horizon}" width="${W}" height="${bottom - this.horizon}" fill="${this.linear(
        [
          [0, top],
          [1, deep],
        ],
      )}"/>`,
    ];
    // The sun's (or moon's) path on the water.
    const shine = this.light.sun?.core ?? (this.light.moon ? '#dfe6ff' : undefined);
    if (shine) {
      for (let i = 0; i < 60; i++) {
        const depth = this.random.next();
        const y = this.horizon + 4 + depth * depth * (bottom - this.horizon);
        const spread = 30 + depth * 160;
        const x = this.sunX + this.between(-spread, spread);
        parts.push(
          `<rect x="${n(x)}" y="${n(y)}" width="${n(this.between(10, 40) * (0.4 + depth))}" height="${n(1.5 + depth * 3)}" rx="2" fill="${shine}" opacity="${n((1 - depth) * 0.7 * 10) / 10}"/>`,
        );
      }
    }
    // Haze where the sea meets the sky.
    parts.push(
      `<rect x="-50" y="${this.horizon - 24}" width="${W + 100}" height="48" fill="${this.light.sky[2]}" opacity="${this.night ? 0.2 : 0.45}" filter="${this.blur(14)}"/>`,
    );
    // Swell lines.
    for (let i = 0; i < 14; i++) {
      const t = (i + 1) / 15;
      const y = this.horizon + t * t * (bottom - this.horizon);
      const x = this.between(-200, W);
      const len = 150 + t * 500;
      parts.push(
        `<path d="M${n(x)} ${n(y)} q${n(len / 2)} ${n(-4 - t * 8)} ${n(len)} 0" stroke="#ffffff" stroke-width="${n(1 + t * 2)}" fill="none" opacity="${n(0.08 + t * 0.12)}"/>`,
      );
    }
    return parts.join('');
  }

  /** The coast behind: cliffs in Portugal, dunes in the Netherlands, palms in Sri Lanka. */
  land(side: 'left' | 'right' | 'both' = 'left') {
    const sides = side === 'both' ? ['left', 'right'] : [side];
    const parts: string[] = [];
    for (const s of sides) {
      const flip = s === 'right';
      const t = (x: number) => (flip ? W - x : x);
      if (this.coast === 'atlantic') {
        const far = this.haze(this.light.shade, this.light.day ? 0.55 : 0.45);
        const near = this.haze(this.light.shade, this.light.day ? 0.35 : 0.25);
        const points = (reach: number, height: number) => {
          const pts = [`${t(-20)},${this.horizon + 6}`, `${t(-20)},${n(this.horizon - height)}`];
          for (let x = 0; x <= reach; x += 40) {
            const drop = x > reach * 0.7 ? ((x - reach * 0.7) / (reach * 0.3)) * height : 0;
            pts.push(`${n(t(x))},${n(this.horizon - height + drop + this.between(-10, 10))}`);
          }
          pts.push(`${n(t(reach + 20))},${this.horizon + 6}`);
          return pts.join(' ');
        };
        parts.push(
          `<polygon points="${points(this.between(380, 560), this.between(70, 110))}" fill="${far}"/>`,
        );
        parts.push(
          `<polygon points="${points(this.between(160, 300), this.between(110, 170))}" fill="${near}"/>`,
        );
      } else if (this.coast === 'north-sea') {
        const color = this.haze(mix(this.light.shade, '#6d7b55', this.light.day ? 0.6 : 0.2), 0.35);
        const reach = this.between(500, 800);
        parts.push(
          `<path d="M${t(-20)} ${this.horizon + 8} L${t(-20)} ${this.horizon - 60} Q${n(t(reach * 0.3))} ${this.horizon - 95} ${n(t(reach * 0.55))} ${this.horizon - 45} T${n(t(reach))} ${this.horizon + 8} Z" fill="${color}"/>`,
        );
        // Marram grass along the dune's top.
        for (let i = 0; i < 40; i++) {
          const x = this.between(0, reach * 0.7);
          const y =
            this.horizon - 50 - Math.sin((x / (reach * 0.7)) * Math.PI) * 30 + this.between(0, 20);
          parts.push(
            `<path d="M${n(t(x))} ${n(y)} q${flip ? -4 : 4} -14 ${n(this.between(-6, 12) * (flip ? -1 : 1))} -24" stroke="${color}" stroke-width="2" fill="none"/>`,
          );
        }
      } else {
        const color = this.haze(this.light.shade, this.light.day ? 0.45 : 0.2);
        for (let i = 0; i < 4; i++) {
          const x = t(this.between(20, 380));
          parts.push(
            this.palm(
              x,
              this.horizon + 10,
              this.between(180, 300),
              this.between(-0.35, 0.35),
              color,
            ),
          );
        }
        parts.push(
          `<ellipse cx="${t(120)}" cy="${this.horizon + 8}" rx="320" ry="26" fill="${color}"/>`,
        );
      }
    }
    return parts.join('');
  }

  /** Sand from `top` down, its edge curving a little, with the sea's foam along it. */
  beach(top: number, options: { foam?: boolean; tilt?: number } = {}) {
    const sand = COASTS[this.coast].sand;
    const lit = mix(sand, this.light.sky[2], this.light.day ? 0.15 : 0.35);
    const dark = mix(sand, this.light.shade, this.night ? 0.8 : this.light.day ? 0.25 : 0.55);
    const tilt = options.tilt ?? this.between(-40, 40);
    const edge = `M-10 ${n(top + tilt)} C${W * 0.3} ${n(top - 20)} ${W * 0.6} ${n(top + 24)} ${W + 10} ${n(top - tilt)}`;
    const parts = [
      `<path d="${edge} L${W + 10} ${H + 10} L-10 ${H + 10} Z" fill="${this.linear([
        [0, lit],
        [1, dark],
      ])}"/>`,
    ];
    if (options.foam !== false) {
      parts.push(
        `<path d="${edge}" stroke="#ffffff" stroke-width="7" fill="none" opacity="${this.night ? 0.25 : 0.55}" filter="${this.blur(2)}"/>`,
        `<path d="${edge}" stroke="#ffffff" stroke-width="3" fill="none" opacity="${this.night ? 0.2 : 0.45}" transform="translate(0 -16)" filter="${this.blur(1.5)}"/>`,
      );
    }
    parts.push(this.texture(0, top - 40, W, H - top + 40, 0.9, 0.14));
    return parts.join('');
  }

  /** Fine noise over a rectangle: the grain of sand, plaster or wood. */
  texture(
    x: number,
    y: number,
    width: number,
    height: number,
    /** One number, or "x y" for a grain that runs one way (wood). */
    frequency: number | string,
    opacity: number,
  ) {
    const id = this.id('t');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${this.random.int(1, 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -2 1.2"/></filter>`,
    );
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" filter="url(#${id})" opacity="${opacity}"/>`;
  }

  // ---- plants ----

  palm(x: number, y: number, height: number, lean: number, color: string) {
    const topX = x + lean * height;
    const topY = y - height;
    const parts = [
      `<path d="M${n(x - 7)} ${y} Q${n(x + lean * height * 0.2)} ${n(y - height * 0.5)} ${n(topX - 3)} ${n(topY)} L${n(topX + 3)} ${n(topY)} Q${n(x + lean * height * 0.2 + 10)} ${n(y - height * 0.5)} ${n(x + 7)} ${y} Z" fill="${color}"/>`,
    ];
    const fronds = 7;
    for (let i = 0; i < fronds; i++) {
      const angle = -Math.PI + (i / (fronds - 1)) * Math.PI + this.between(-0.15, 0.15);
      const length = height * this.between(0.35, 0.5);
      const ex = topX + Math.cos(angle) * length;
      const ey = topY + Math.sin(angle) * length * 0.5 + length * 0.35;
      const cx = topX + Math.cos(angle) * length * 0.5;
      const cy = topY - length * 0.25;
      parts.push(
        `<path d="M${n(topX)} ${n(topY)} Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)} Q${n(cx)} ${n(cy + 22)} ${n(topX)} ${n(topY + 6)} Z" fill="${color}"/>`,
      );
    }
    return parts.join('');
  }

  // ---- people ----

  /** A person of height `h` whose feet are at (x, y), in `pose`, facing right unless flipped. */
  person(
    x: number,
    y: number,
    h: number,
    pose: PoseName,
    options: {
      flip?: boolean;
      fill?: string;
      shirt?: string;
      hair?: 'bun' | 'long' | 'short';
    } = {},
  ) {
    const p = POSES[pose];
    const f = options.flip ? -1 : 1;
    const at = ([px, py]: Point) => `${n(x + px * h * f)} ${n(y - py * h)}`;
    const fill = options.fill ?? this.light.shade;
    const shirt = options.shirt ?? fill;
    const limb = (points: Point[], width: number, color = fill) =>
      `<polyline points="${points.map(at).join(' ')}" stroke="${color}" stroke-width="${n(width * h)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    const [hx, hy] = p.head;
    const parts = [
      limb([p.hip, p.l[0], p.l[1]], 0.08),
      limb([p.hip, p.r[0], p.r[1]], 0.08),
      limb([p.hip, p.neck], 0.16, shirt),
      limb([p.neck, p.la[0], p.la[1]], 0.062, options.shirt && pose !== 'armsUp' ? shirt : fill),
      limb([p.neck, p.ra[0], p.ra[1]], 0.062, options.shirt && pose !== 'armsUp' ? shirt : fill),
      `<circle cx="${n(x + hx * h * f)}" cy="${n(y - hy * h)}" r="${n(0.068 * h)}" fill="${fill}"/>`,
    ];
    const hair = options.hair ?? this.random.pick(['bun', 'long', 'short', 'short'] as const);
    if (hair === 'bun')
      parts.push(
        `<circle cx="${n(x + (hx - 0.04) * h * f)}" cy="${n(y - (hy + 0.06) * h)}" r="${n(0.035 * h)}" fill="${fill}"/>`,
      );
    if (hair === 'long')
      parts.push(
        `<path d="M${n(x + (hx - 0.02) * h * f)} ${n(y - (hy + 0.05) * h)} q${n(-0.09 * h * f)} ${n(0.04 * h)} ${n(-0.07 * h * f)} ${n(0.16 * h)} l${n(0.06 * h * f)} 0 z" fill="${fill}"/>`,
      );
    return parts.join('');
  }

  /** Heads and shoulders of a crowd seen from behind, some with hands in the air. */
  crowd(y: number, count: number, size: number, options: { armsUp?: number; fill?: string } = {}) {
    const fill = options.fill ?? this.light.shade;
    const parts = [];
    for (let i = 0; i < count; i++) {
      const x = (i + this.between(0, 0.9)) * (W / count) - 10;
      const s = size * this.between(0.85, 1.15);
      const top = y - s * this.between(0.9, 1.1);
      if (this.random.chance(options.armsUp ?? 0)) {
        const side = this.random.chance(0.5) ? 1 : -1;
        parts.push(
          `<polyline points="${n(x + side * s * 0.35)},${n(top + s * 0.45)} ${n(x + side * s * 0.55)},${n(top - s * 0.1)} ${n(x + side * s * 0.45)},${n(top - s * 0.6)}" stroke="${fill}" stroke-width="${n(s * 0.16)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
      }
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(top + s * 0.85)}" rx="${n(s * 0.48)}" ry="${n(s * 0.5)}" fill="${fill}"/>`,
        `<circle cx="${n(x)}" cy="${n(top + s * 0.12)}" r="${n(s * 0.24)}" fill="${fill}"/>`,
      );
    }
    parts.push(`<rect x="0" y="${n(y + size * 0.2)}" width="${W}" height="${H}" fill="${fill}"/>`);
    return parts.join('');
  }

  /** A surfboard from its tail (x, y), `length` long, at `angle` degrees. */
  board(x: number, y: number, length: number, angle: number, color: string, stripe?: string) {
    const w = length * 0.13;
    return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 ${n(-w / 2)} C${n(length * 0.55)} ${n(-w * 0.62)} ${n(length * 0.9)} ${n(-w * 0.3)} ${n(length)} 0 C${n(length * 0.9)} ${n(w * 0.3)} ${n(length * 0.55)} ${n(w * 0.62)} 0 ${n(w / 2)} Z" fill="${color}"/>${
      stripe
        ? `<rect x="${n(length * 0.05)}" y="${n(-w * 0.06)}" width="${n(length * 0.85)}" height="${n(w * 0.12)}" fill="${stripe}" opacity="0.8"/>`
        : ''
    }</g>`;
  }

  /** A string of small lights hanging between two points. */
  stringLights(x1: number, y1: number, x2: number, y2: number, sag: number, color = '#ffd98a') {
    const parts = [
      `<path d="M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + sag * 2)} ${n(x2)} ${n(y2)}" stroke="${this.light.shade}" stroke-width="2" fill="none" opacity="0.8"/>`,
    ];
    const bulbs = Math.round(Math.abs(x2 - x1) / 45);
    for (let i = 1; i < bulbs; i++) {
      const t = i / bulbs;
      const x = (1 - t) * (1 - t) * x1 + 2 * t * (1 - t) * ((x1 + x2) / 2) + t * t * x2;
      const y =
        (1 - t) * (1 - t) * y1 + 2 * t * (1 - t) * ((y1 + y2) / 2 + sag * 2) + t * t * y2 + 6;
      parts.push(
        this.glow(x, y, 26, color, 0.55),
        `<circle cx="${n(x)}" cy="${n(y)}" r="4.5" fill="#fff6d8"/>`,
      );
    }
    return parts.join('');
  }

  /** Clothing colours for daylight people. */
  shirt() {
    return this.random.pick([
      '#e4574a',
      '#f2b33d',
      '#2f7fb8',
      '#f5f0e6',
      '#3f9a7a',
      '#e58fa6',
      '#25334d',
      '#d9773a',
    ]);
  }

  skin() {
    return this.random.pick(['#6b4632', '#8a5a3c', '#b07a55', '#c9956c', '#e0b28c', '#4a3024']);
  }

  /** A person as daylight shows them, or as a silhouette against a low sun. */
  someone(x: number, y: number, h: number, pose: PoseName, flip = false) {
    if (!this.light.day) return this.person(x, y, h, pose, { flip });
    return this.person(x, y, h, pose, { flip, fill: this.skin(), shirt: this.shirt() });
  }
}

// ---- poses: points in person-heights, x forward, y up from the feet ----

type Point = [number, number];
type Pose = {
  hip: Point;
  neck: Point;
  head: Point;
  /** Knee and foot of each leg, elbow and hand of each arm. */
  l: [Point, Point];
  r: [Point, Point];
  la: [Point, Point];
  ra: [Point, Point];
};

const POSES = {
  stand: {
    hip: [0, 0.5],
    neck: [0, 0.8],
    head: [0.01, 0.91],
    l: [
      [-0.03, 0.27],
      [-0.05, 0.03],
    ],
    r: [
      [0.03, 0.27],
      [0.05, 0.03],
    ],
    la: [
      [-0.07, 0.64],
      [-0.08, 0.5],
    ],
    ra: [
      [0.07, 0.64],
      [0.08, 0.5],
    ],
  },
  walk: {
    hip: [0, 0.5],
    neck: [0.02, 0.8],
    head: [0.04, 0.91],
    l: [
      [-0.06, 0.27],
      [-0.14, 0.03],
    ],
    r: [
      [0.08, 0.27],
      [0.11, 0.03],
    ],
    la: [
      [-0.07, 0.64],
      [-0.12, 0.52],
    ],
    ra: [
      [0.08, 0.64],
      [0.14, 0.54],
    ],
  },
  run: {
    hip: [0, 0.5],
    neck: [0.08, 0.79],
    head: [0.12, 0.89],
    l: [
      [-0.12, 0.32],
      [-0.24, 0.2],
    ],
    r: [
      [0.14, 0.33],
      [0.1, 0.03],
    ],
    la: [
      [-0.04, 0.62],
      [0.06, 0.56],
    ],
    ra: [
      [0.16, 0.66],
      [0.24, 0.74],
    ],
  },
  armsUp: {
    hip: [0, 0.5],
    neck: [0, 0.8],
    head: [0.01, 0.91],
    l: [
      [-0.04, 0.27],
      [-0.07, 0.03],
    ],
    r: [
      [0.04, 0.27],
      [0.07, 0.03],
    ],
    la: [
      [-0.17, 0.9],
      [-0.24, 1.04],
    ],
    ra: [
      [0.17, 0.9],
      [0.24, 1.04],
    ],
  },
  set: {
    hip: [0, 0.48],
    neck: [0.03, 0.78],
    head: [0.05, 0.89],
    l: [
      [0.06, 0.26],
      [-0.02, 0.03],
    ],
    r: [
      [0.12, 0.25],
      [0.12, 0.03],
    ],
    la: [
      [0.14, 0.82],
      [0.2, 0.96],
    ],
    ra: [
      [0.17, 0.8],
      [0.24, 0.93],
    ],
  },
  wave: {
    hip: [0, 0.5],
    neck: [0, 0.8],
    head: [0.01, 0.91],
    l: [
      [-0.03, 0.27],
      [-0.05, 0.03],
    ],
    r: [
      [0.03, 0.27],
      [0.05, 0.03],
    ],
    la: [
      [-0.07, 0.64],
      [-0.08, 0.5],
    ],
    ra: [
      [0.12, 0.9],
      [0.14, 1.06],
    ],
  },
  talk: {
    hip: [0, 0.5],
    neck: [0, 0.8],
    head: [0.02, 0.91],
    l: [
      [-0.03, 0.27],
      [-0.05, 0.03],
    ],
    r: [
      [0.03, 0.27],
      [0.06, 0.03],
    ],
    la: [
      [-0.06, 0.64],
      [-0.04, 0.5],
    ],
    ra: [
      [0.1, 0.66],
      [0.18, 0.72],
    ],
  },
  sitChair: {
    hip: [0, 0.3],
    neck: [0.02, 0.6],
    head: [0.04, 0.71],
    l: [
      [0.2, 0.31],
      [0.2, 0.03],
    ],
    r: [
      [0.2, 0.3],
      [0.24, 0.03],
    ],
    la: [
      [0.08, 0.42],
      [0.22, 0.42],
    ],
    ra: [
      [0.1, 0.44],
      [0.24, 0.46],
    ],
  },
  sitGround: {
    hip: [0, 0.05],
    neck: [0.04, 0.36],
    head: [0.06, 0.47],
    l: [
      [0.18, 0.2],
      [0.3, 0.03],
    ],
    r: [
      [0.2, 0.18],
      [0.32, 0.03],
    ],
    la: [
      [-0.06, 0.16],
      [-0.12, 0.04],
    ],
    ra: [
      [0.12, 0.22],
      [0.2, 0.2],
    ],
  },
  meditate: {
    hip: [0, 0.06],
    neck: [0, 0.38],
    head: [0, 0.49],
    l: [
      [-0.2, 0.07],
      [0.06, 0.04],
    ],
    r: [
      [0.2, 0.07],
      [-0.06, 0.04],
    ],
    la: [
      [-0.13, 0.22],
      [-0.19, 0.1],
    ],
    ra: [
      [0.13, 0.22],
      [0.19, 0.1],
    ],
  },
  bend: {
    hip: [0, 0.47],
    neck: [0.24, 0.64],
    head: [0.33, 0.68],
    l: [
      [-0.01, 0.25],
      [-0.04, 0.03],
    ],
    r: [
      [0.05, 0.25],
      [0.07, 0.03],
    ],
    la: [
      [0.28, 0.45],
      [0.31, 0.27],
    ],
    ra: [
      [0.18, 0.48],
      [0.12, 0.34],
    ],
  },
  jump: {
    hip: [0, 0.64],
    neck: [0.03, 0.95],
    head: [0.05, 1.06],
    l: [
      [-0.08, 0.44],
      [0.0, 0.26],
    ],
    r: [
      [0.09, 0.42],
      [0.1, 0.22],
    ],
    la: [
      [-0.13, 0.86],
      [-0.16, 0.74],
    ],
    ra: [
      [0.1, 1.12],
      [0.15, 1.27],
    ],
  },
  surf: {
    hip: [0, 0.38],
    neck: [0.12, 0.64],
    head: [0.17, 0.73],
    l: [
      [-0.08, 0.22],
      [-0.2, 0.03],
    ],
    r: [
      [0.2, 0.26],
      [0.18, 0.03],
    ],
    la: [
      [-0.08, 0.62],
      [-0.24, 0.66],
    ],
    ra: [
      [0.28, 0.56],
      [0.4, 0.52],
    ],
  },
  noseride: {
    hip: [0, 0.48],
    neck: [0.02, 0.78],
    head: [0.04, 0.89],
    l: [
      [-0.02, 0.25],
      [-0.04, 0.03],
    ],
    r: [
      [0.05, 0.25],
      [0.06, 0.03],
    ],
    la: [
      [-0.15, 0.72],
      [-0.3, 0.74],
    ],
    ra: [
      [0.16, 0.72],
      [0.3, 0.7],
    ],
  },
  prone: {
    hip: [0, 0.1],
    neck: [0.36, 0.16],
    head: [0.46, 0.2],
    l: [
      [-0.22, 0.07],
      [-0.42, 0.05],
    ],
    r: [
      [-0.22, 0.06],
      [-0.42, 0.03],
    ],
    la: [
      [0.36, 0.08],
      [0.38, 0.02],
    ],
    ra: [
      [0.33, 0.08],
      [0.34, 0.02],
    ],
  },
  tree: {
    hip: [0, 0.5],
    neck: [0, 0.8],
    head: [0, 0.91],
    l: [
      [0, 0.27],
      [0, 0.03],
    ],
    r: [
      [0.19, 0.36],
      [0.02, 0.32],
    ],
    la: [
      [-0.15, 0.93],
      [-0.02, 1.12],
    ],
    ra: [
      [0.15, 0.93],
      [0.02, 1.12],
    ],
  },
  warrior: {
    hip: [0, 0.42],
    neck: [0, 0.73],
    head: [0.02, 0.84],
    l: [
      [-0.15, 0.24],
      [-0.31, 0.03],
    ],
    r: [
      [0.21, 0.25],
      [0.23, 0.03],
    ],
    la: [
      [-0.17, 0.74],
      [-0.34, 0.75],
    ],
    ra: [
      [0.17, 0.74],
      [0.34, 0.75],
    ],
  },
  reach: {
    hip: [0, 0.5],
    neck: [-0.05, 0.8],
    head: [-0.06, 0.91],
    l: [
      [-0.02, 0.27],
      [-0.04, 0.03],
    ],
    r: [
      [0.04, 0.27],
      [0.06, 0.03],
    ],
    la: [
      [-0.12, 0.7],
      [-0.1, 0.56],
    ],
    ra: [
      [0.1, 0.95],
      [0.16, 1.1],
    ],
  },
  camera: {
    hip: [0, 0.5],
    neck: [0.02, 0.8],
    head: [0.04, 0.91],
    l: [
      [-0.05, 0.27],
      [-0.1, 0.03],
    ],
    r: [
      [0.05, 0.27],
      [0.08, 0.03],
    ],
    la: [
      [0.04, 0.72],
      [0.13, 0.86],
    ],
    ra: [
      [0.1, 0.7],
      [0.15, 0.86],
    ],
  },
  carry: {
    hip: [0, 0.5],
    neck: [0.02, 0.8],
    head: [0.04, 0.91],
    l: [
      [-0.05, 0.27],
      [-0.12, 0.03],
    ],
    r: [
      [0.07, 0.27],
      [0.1, 0.03],
    ],
    la: [
      [-0.03, 0.66],
      [0.06, 0.58],
    ],
    ra: [
      [0.08, 0.66],
      [0.14, 0.6],
    ],
  },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;
