// The scenes of the demo pictures: each draws one kind of event on a Canvas, so the same scene
// in another light, on another coast or from another seed makes a different picture.
import { Random } from '../../src/seed/random';
import { H, mix, W, type Canvas } from './drawing';

const n = (value: number) => Math.round(value * 10) / 10;

/** A wave peeling across the picture, breaking on the left, its shoulder running right. */
function wave(c: Canvas, base: number, height: number, breakX: number) {
  const [top, deep] = c.seaColors();
  const glass = mix(top, '#8affd8', c.light.day ? 0.45 : 0.3);
  const face = c.linear([
    [0, glass],
    [0.18, mix(top, deep, 0.55)],
    [0.7, mix(deep, '#000000', 0.2)],
    [1, deep],
  ]);
  const crest = base - height;
  const lipPath = `M-20 ${n(crest + 10)} C${n(breakX * 0.5)} ${n(crest - 10)} ${n(breakX + 60)} ${n(crest - 6)} ${n(breakX + 220)} ${n(crest + height * 0.3)} S${n(W * 0.85)} ${n(base - height * 0.15)} ${W + 20} ${n(base - 6)}`;
  const fade = c.linear(
    [
      [0, '#ffffff', 0.95],
      [0.45, '#ffffff', 0.6],
      [1, '#ffffff', 0],
    ],
    1,
    0,
  );
  const parts = [
    `<path d="${lipPath} L${W + 20} ${n(base + 30)} L-20 ${n(base + 30)} Z" fill="${face}"/>`,
    // The hollow under the lip, in shadow.
    `<ellipse cx="${n(breakX + 140)}" cy="${n(crest + height * 0.45)}" rx="${n(height * 0.9)}" ry="${n(height * 0.28)}" fill="${mix(deep, '#000000', 0.35)}" opacity="0.45" filter="${c.blur(18)}"/>`,
    `<path d="${lipPath}" stroke="${fade}" stroke-width="5" fill="none" filter="${c.blur(1.5)}"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const y = crest + height * (0.3 + i * 0.09);
    parts.push(
      `<path d="M${n(breakX + c.between(80, 220))} ${n(y)} q${n(c.between(200, 400))} ${n(c.between(6, 20))} ${n(c.between(500, 900))} ${n(height * 0.12)}" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="${n(c.between(0.1, 0.22))}"/>`,
    );
  }
  // Whitewater where it breaks: shaded below, lit on top, tumbling down the face at its edge.
  const foam = (dx: number, dy: number, color: string, opacity: number) => {
    const blobs = [];
    const local = new Random(Math.round(breakX * 1000 + height));
    for (let i = 0; i < 240; i++) {
      const edge = i < 80;
      const t = local.next();
      const x = edge
        ? breakX + 90 - t * 120 + local.next() * 30
        : breakX - 380 + local.next() * 440;
      const y = edge
        ? crest + t * (height + 10)
        : crest - 10 + local.next() * local.next() * (height + 20);
      blobs.push(
        `<ellipse cx="${n(x + dx)}" cy="${n(y + dy)}" rx="${n(8 + local.next() * 24)}" ry="${n(6 + local.next() * 14)}"/>`,
      );
    }
    return `<g fill="${color}" opacity="${opacity}" filter="${c.blur(4)}">${blobs.join('')}</g>`;
  };
  // Mist over the breaking part.
  parts.push(
    `<ellipse cx="${n(breakX - 120)}" cy="${n(crest + height * 0.2)}" rx="${n(320)}" ry="${n(height * 0.45)}" fill="#ffffff" opacity="${c.night ? 0.1 : 0.22}" filter="${c.blur(24)}"/>`,
  );
  parts.push(foam(6, 14, mix(top, '#8aa6b0', 0.6), c.night ? 0.4 : 0.85));
  parts.push(foam(0, 0, '#ffffff', c.night ? 0.45 : 0.92));
  const spray = [];
  for (let i = 0; i < 70; i++) {
    spray.push(
      `<circle cx="${n(c.between(breakX - 80, breakX + 180))}" cy="${n(crest - c.between(-10, 60))}" r="${n(c.between(1.5, 4))}"/>`,
    );
  }
  parts.push(`<g fill="#ffffff" opacity="0.75">${spray.join('')}</g>`);
  return parts.join('');
}

function boardColor(c: Canvas) {
  return c.light.day
    ? c.random.pick(['#f6efe0', '#f2b33d', '#e4574a', '#8fd0d6', '#ffffff'])
    : c.light.shade;
}

// ---- surf ----

export function surfWave(c: Canvas) {
  const base = c.horizon + 300;
  const breakX = c.between(300, 600);
  const x = breakX + c.between(160, 300);
  const y = c.horizon + 300 - 230 * 0.55;
  const parts = [
    c.sky(),
    c.sea(),
    c.land(c.random.chance(0.5) ? 'left' : 'right'),
    wave(c, base, 230, breakX),
  ];
  parts.push(c.board(x - 95, y + 6, 215, -8, boardColor(c)));
  parts.push(c.person(x - 10, y, 165, 'surf', { fill: c.light.day ? '#1d232b' : c.light.shade }));
  parts.push(
    `<path d="M${n(x - 90)} ${n(y + 14)} q-60 10 -120 -20" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6" filter="${c.blur(3)}"/>`,
  );
  // Someone paddling out on the shoulder, someone waiting.
  const px = c.between(1150, 1450);
  const py = base - 40;
  parts.push(c.board(px - 40, py + 6, 110, 0, boardColor(c)));
  parts.push(c.person(px, py + 6, 80, 'prone', { fill: c.light.shade }));
  parts.push(`<rect y="${n(base + 20)}" width="${W}" height="${H}" fill="${c.seaColors()[1]}"/>`);
  return parts.join('');
}

export function surfLineup(c: Canvas) {
  const parts = [c.sky(), c.sea(), c.land('both')];
  const count = c.random.int(4, 6);
  for (let i = 0; i < count; i++) {
    const depth = c.between(0.2, 1);
    const y = c.horizon + 40 + depth * 360;
    const h = 70 + depth * 170;
    const x = 120 + (i / count) * 1400 + c.between(-60, 60);
    const flip = c.random.chance(0.5);
    parts.push(
      c.board(x - h * 0.5 * (flip ? -1 : 1), y - h * 0.03, h * 1.1, flip ? 180 : 0, c.light.shade),
    );
    parts.push(c.person(x, y, h, 'sitGround', { flip, fill: c.light.shade }));
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(h * 0.6)}" ry="${n(h * 0.05)}" fill="#ffffff" opacity="0.25"/>`,
    );
  }
  // A set on the horizon.
  parts.push(
    `<path d="M0 ${c.horizon + 20} Q${W / 2} ${c.horizon - 4} ${W} ${c.horizon + 24}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.3"/>`,
  );
  return parts.join('');
}

export function surfLesson(c: Canvas) {
  const shore = c.horizon + 170;
  const parts = [c.sky(), c.sea(shore + 40), c.land('right'), c.beach(shore)];
  const count = c.random.int(4, 6);
  for (let i = 0; i < count; i++) {
    const row = i % 2;
    const x = 160 + i * (1200 / count) + c.between(-30, 30);
    const y = shore + 120 + row * 130;
    const length = 260 + row * 40;
    parts.push(
      `<ellipse cx="${n(x + length / 2 - 40)}" cy="${n(y + 6)}" rx="${n(length / 2)}" ry="14" fill="#000000" opacity="0.15"/>`,
    );
    parts.push(
      c.board(x - 40, y, length, -2, c.random.pick(['#3f9ad6', '#f2b33d', '#e4574a', '#6cc2a4'])),
    );
    parts.push(c.someone(x + 40, y - 4, 230 + row * 40, c.random.chance(0.6) ? 'prone' : 'surf'));
  }
  // The teacher, standing.
  parts.push(c.someone(c.between(1300, 1450), shore + 330, 300, 'talk', true));
  return parts.join('');
}

export function longboard(c: Canvas) {
  const base = c.horizon + 280;
  const breakX = c.between(150, 350);
  const parts = [c.sky(), c.sea(), c.land('right'), wave(c, base, 120, breakX)];
  const x = breakX + c.between(420, 600);
  const y = base - 120 * 0.45;
  parts.push(c.board(x - 180, y + 6, 300, -4, boardColor(c), c.light.day ? '#2f7fb8' : undefined));
  parts.push(c.person(x + 60, y, 130, 'noseride', { fill: c.light.shade }));
  parts.push(`<rect y="${n(base + 20)}" width="${W}" height="${H}" fill="${c.seaColors()[1]}"/>`);
  const px = c.between(1250, 1450);
  parts.push(c.board(px - 50, base - 20, 150, 0, c.light.shade));
  parts.push(c.person(px, base - 20, 110, 'sitGround', { fill: c.light.shade, flip: true }));
  return parts.join('');
}

// ---- yoga and wellness ----

export function yogaBeach(c: Canvas) {
  const shore = c.horizon + 150;
  const parts = [
    c.sky({ clouds: 2 }),
    c.sea(shore + 40),
    c.land('left'),
    c.beach(shore, { tilt: 0 }),
  ];
  const x = c.sunX + c.between(-60, 60);
  const y = H - 60;
  parts.push(
    `<path d="M${n(x - 160)} ${y} l320 0 l40 26 l-400 0 z" fill="${c.random.pick(['#7a4f8a', '#2f6f7a', '#b4523f'])}" opacity="0.85"/>`,
  );
  parts.push(
    c.person(x, y, 340, c.random.pick(['tree', 'warrior'] as const), {
      fill: c.light.shade,
      hair: 'bun',
    }),
  );
  return parts.join('');
}

export function yogaGroup(c: Canvas) {
  const shore = c.horizon + 120;
  const parts = [c.sky(), c.sea(shore + 40), c.land('right'), c.beach(shore, { tilt: 0 })];
  const pose = c.random.pick(['warrior', 'tree'] as const);
  for (let row = 0; row < 2; row++) {
    const count = row === 0 ? 5 : 4;
    for (let i = 0; i < count; i++) {
      const x = 180 + (i + (row ? 0.5 : 0)) * 300 + c.between(-20, 20);
      const y = row === 0 ? shore + 150 : H - 50;
      const h = 170 + row * 90;
      parts.push(
        `<rect x="${n(x - h * 0.4)}" y="${y}" width="${n(h * 0.8)}" height="${n(h * 0.06)}" fill="${mix(c.light.shade, '#8a6a9a', 0.4)}"/>`,
      );
      parts.push(c.person(x, y, h, pose, { fill: c.light.shade }));
    }
  }
  return parts.join('');
}

export function yogaStudio(c: Canvas) {
  // A deck under a roof, open to the sea.
  const floor = 620;
  const wood = mix('#8a5e3c', c.light.shade, c.light.day ? 0.15 : 0.45);
  const parts = [
    c.sky({ clouds: 3 }),
    c.sea(floor),
    c.land('left'),
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${c.linear([
      [0, mix(wood, c.light.sky[2], 0.35)],
      [1, wood],
    ])}"/>`,
  ];
  for (let i = 0; i < 12; i++) {
    parts.push(
      `<line x1="${n(W / 2 + (i - 6) * 60)}" y1="${floor}" x2="${n(W / 2 + (i - 6) * 300)}" y2="${H}" stroke="#000000" opacity="0.12" stroke-width="3"/>`,
    );
  }
  parts.push(c.texture(0, floor, W, H - floor, '0.004 0.06', 0.2));
  // Roof beams and posts.
  parts.push(`<rect width="${W}" height="70" fill="${mix(wood, '#000000', 0.3)}"/>`);
  for (const x of [0, 520, 1060, 1560])
    parts.push(
      `<rect x="${x}" y="0" width="40" height="${floor}" fill="${mix(wood, '#000000', 0.35)}"/>`,
    );
  // Light falling in.
  parts.push(
    `<polygon points="${c.sunX - 200},70 ${c.sunX + 120},70 ${c.sunX + 500},${H} ${c.sunX - 100},${H}" fill="${c.light.sun?.glow ?? '#ffe8c0'}" opacity="0.12"/>`,
  );
  const count = c.random.int(3, 5);
  for (let i = 0; i < count; i++) {
    const x = 200 + (i + 0.5) * (1200 / count);
    const y = floor + 150 + (i % 2) * 60;
    const h = 230 + (i % 2) * 30;
    parts.push(
      `<path d="M${n(x - h * 0.45)} ${y} l${n(h * 0.9)} 0 l${n(h * 0.12)} 18 l${n(-h * 1.14)} 0 z" fill="${c.random.pick(['#6f9e8a', '#b98a6a', '#8c7aa8', '#d3b48a'])}"/>`,
    );
    parts.push(
      c.person(x, y, h, c.random.pick(['meditate', 'warrior', 'tree'] as const), {
        fill: c.light.day ? mix(c.light.shade, '#6b4f3f', 0.3) : c.light.shade,
      }),
    );
  }
  // Plants in pots.
  for (const x of [80, 1500]) {
    parts.push(`<path d="M${x - 40} ${floor + 40} l80 0 l-12 90 l-56 0 z" fill="#b36a44"/>`);
    for (let i = 0; i < 9; i++) {
      parts.push(
        `<path d="M${x} ${floor + 40} q${n(c.between(-80, 80))} ${n(-c.between(60, 120))} ${n(c.between(-110, 110))} ${n(-c.between(120, 220))}" stroke="#3f7a4a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  return parts.join('');
}

export function coldPlunge(c: Canvas) {
  const parts = [c.sky(), c.sea(), c.land('both')];
  parts.push(
    `<rect y="${c.horizon}" width="${W}" height="80" fill="#ffffff" opacity="0.25" filter="${c.blur(20)}"/>`,
  );
  const count = c.random.int(4, 6);
  for (let i = 0; i < count; i++) {
    const depth = c.between(0.2, 1);
    const x = 180 + (i / count) * 1300 + c.between(-50, 50);
    const h = 160 + depth * 300;
    const water = c.horizon + 60 + depth * 300;
    const pose = c.random.pick(['armsUp', 'stand', 'wave'] as const);
    const clip = c.id('above');
    c.defs.push(`<clipPath id="${clip}"><rect width="${W}" height="${n(water)}"/></clipPath>`);
    parts.push(
      `<g clip-path="url(#${clip})">${c.someone(x, water + h * 0.45, h, pose, c.random.chance(0.5))}</g>`,
    );
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(water)}" rx="${n(h * 0.22)}" ry="${n(h * 0.025)}" fill="#ffffff" opacity="0.6"/>`,
    );
    // Splashes.
    for (let j = 0; j < 6; j++)
      parts.push(
        `<circle cx="${n(x + c.between(-h * 0.3, h * 0.3))}" cy="${n(water - c.between(0, h * 0.2))}" r="${n(c.between(2, 5))}" fill="#ffffff" opacity="0.7"/>`,
      );
  }
  return parts.join('');
}

export function soundBath(c: Canvas) {
  const floor = 560;
  const wall = mix('#3a2a3c', '#000000', 0.2);
  const parts = [
    `<rect width="${W}" height="${floor}" fill="${c.linear([
      [0, '#140f1c'],
      [1, wall],
    ])}"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${c.linear([
      [0, '#3b2a24'],
      [1, '#1a1210'],
    ])}"/>`,
    c.texture(0, 0, W, floor, 0.015, 0.3),
    // A round window with the evening outside.
    `<circle cx="${c.sunX}" cy="250" r="150" fill="${c.linear([
      [0, '#2b3a6e'],
      [1, '#e58a6a'],
    ])}"/>`,
    `<circle cx="${c.sunX}" cy="250" r="150" fill="none" stroke="#1a1210" stroke-width="18"/>`,
  ];
  const bowls = c.random.int(4, 6);
  for (let i = 0; i < bowls; i++) {
    const x = 260 + i * (1080 / (bowls - 1));
    const r = c.between(60, 110);
    const y = floor + 180 + (i % 2) * 50;
    parts.push(c.glow(x, y - r * 0.4, r * 2.6, '#ffcf8a', 0.35));
    parts.push(
      `<path d="M${n(x - r)} ${n(y - r * 0.55)} a${n(r)} ${n(r * 0.9)} 0 0 0 ${n(2 * r)} 0 z" fill="${c.linear(
        [
          [0, '#e9c27a'],
          [1, '#8a5c2a'],
        ],
      )}"/>`,
    );
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r)}" ry="${n(r * 0.16)}" fill="#5a3b1c"/>`,
    );
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r)}" ry="${n(r * 0.16)}" fill="none" stroke="#ffe0a0" stroke-width="3"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const x = c.between(80, 1520);
    const y = c.between(floor + 40, floor + 120);
    parts.push(c.glow(x, y - 30, 70, '#ffb65c', 0.6));
    parts.push(
      `<rect x="${n(x - 9)}" y="${n(y - 24)}" width="18" height="28" rx="3" fill="#f3e6cf"/><ellipse cx="${n(x)}" cy="${n(y - 34)}" rx="4" ry="9" fill="#ffe7a0"/>`,
    );
  }
  return parts.join('');
}

// ---- party and music ----

function beams(c: Canvas, x: number, y: number, count: number, colors: string[]) {
  const parts = [];
  for (let i = 0; i < count; i++) {
    const angle = c.between(-0.9, 0.9);
    const color = c.random.pick(colors);
    const tx = x + Math.sin(angle) * 1400;
    const ty = y + Math.cos(angle) * 1400 * (y < H / 2 ? 1 : -1);
    parts.push(
      `<polygon points="${n(x)},${n(y)} ${n(tx - 90)},${n(ty)} ${n(tx + 90)},${n(ty)}" fill="${color}" opacity="${n(c.between(0.12, 0.28))}" filter="${c.blur(8)}"/>`,
    );
  }
  return parts.join('');
}

export function djNight(c: Canvas) {
  const palette = c.random.pick([
    ['#ff3d8b', '#6a5cff', '#2de2e6'],
    ['#ffb03a', '#ff4f4f', '#b84dff'],
    ['#2de29a', '#2d9bff', '#ffe14d'],
  ]);
  const parts = [
    `<rect width="${W}" height="${H}" fill="${c.linear([
      [0, '#07061a'],
      [1, '#1a0f2e'],
    ])}"/>`,
    c.glow(W / 2, 380, 700, palette[1]!, 0.35),
    beams(c, 400, -20, 5, palette),
    beams(c, 1200, -20, 5, palette),
  ];
  // Haze.
  parts.push(
    `<rect y="200" width="${W}" height="400" fill="#ffffff" opacity="0.05" filter="${c.blur(40)}"/>`,
  );
  // The booth with the DJ.
  const bx = c.between(600, 1000);
  parts.push(
    c.person(bx, 640, 300, c.random.pick(['wave', 'armsUp'] as const), { fill: '#05040c' }),
  );
  parts.push(
    `<rect x="${n(bx - 220)}" y="520" width="440" height="200" fill="#0b0a14"/><rect x="${n(bx - 220)}" y="520" width="440" height="8" fill="${palette[2]}" opacity="0.8"/>`,
  );
  for (let i = 0; i < 10; i++)
    parts.push(
      `<circle cx="${n(bx - 180 + i * 40)}" cy="560" r="6" fill="${c.random.pick(palette)}"/>`,
    );
  parts.push(c.crowd(760, 14, 150, { armsUp: 0.45, fill: '#030208' }));
  parts.push(c.crowd(860, 10, 210, { armsUp: 0.3, fill: '#000000' }));
  return parts.join('');
}

function bonfire(c: Canvas, x: number, y: number, size: number) {
  const parts = [c.glow(x, y - size * 0.4, size * 6, '#ff8a3c', 0.5)];
  for (let i = 0; i < 5; i++) {
    const angle = -0.6 + i * 0.3;
    parts.push(
      `<line x1="${n(x - Math.cos(angle) * size)}" y1="${n(y + 10)}" x2="${n(x + Math.cos(angle) * size)}" y2="${n(y - 10)}" stroke="#2a140a" stroke-width="${n(size * 0.15)}" stroke-linecap="round"/>`,
    );
  }
  const flame = (scale: number, color: string) =>
    `<path d="M${n(x - size * scale)} ${y} C${n(x - size * scale)} ${n(y - size * scale * 1.2)} ${n(x - size * scale * 0.2)} ${n(y - size * scale * 1.4)} ${n(x)} ${n(y - size * scale * 2.6)} C${n(x + size * scale * 0.2)} ${n(y - size * scale * 1.5)} ${n(x + size * scale)} ${n(y - size * scale * 1.1)} ${n(x + size * scale)} ${y} Z" fill="${color}"/>`;
  parts.push(flame(0.9, '#ff5a1f'), flame(0.65, '#ff9a2e'), flame(0.4, '#ffd75a'));
  for (let i = 0; i < 30; i++)
    parts.push(
      `<circle cx="${n(x + c.between(-size, size) * 1.5)}" cy="${n(y - c.between(size, size * 5))}" r="${n(c.between(1.5, 3.5))}" fill="#ffc36a" opacity="${n(c.between(0.4, 0.9))}"/>`,
    );
  return parts.join('');
}

export function fullMoon(c: Canvas) {
  const shore = c.horizon + 110;
  const parts = [
    c.sky({ clouds: 2 }),
    c.sea(shore + 40),
    c.land(c.random.chance(0.5) ? 'left' : 'right'),
    c.beach(shore, { foam: true }),
  ];
  const fx = c.between(600, 1000);
  const fy = shore + 240;
  parts.push(bonfire(c, fx, fy, 70));
  const count = c.random.int(6, 9);
  for (let i = 0; i < count; i++) {
    const side = i % 2 ? 1 : -1;
    const x = fx + side * c.between(180, 700);
    const y = fy + c.between(-60, 160);
    const h = 220 + (y - fy) * 0.8;
    parts.push(
      c.person(x, y, h, c.random.pick(['armsUp', 'wave', 'stand', 'talk'] as const), {
        flip: side > 0,
        fill: c.light.shade,
      }),
    );
  }
  if (c.coast === 'tropical') parts.push(c.palm(1480, H + 40, 700, -0.35, c.light.shade));
  return parts.join('');
}

export function bonfireCircle(c: Canvas) {
  const shore = c.horizon + 80;
  const parts = [c.sky(), c.sea(shore + 40), c.land('both'), c.beach(shore)];
  const fx = W / 2 + c.between(-200, 200);
  const fy = 690;
  parts.push(bonfire(c, fx, fy, 60));
  for (let i = 0; i < 7; i++) {
    const side = i % 2 ? 1 : -1;
    const x = fx + side * (200 + Math.floor(i / 2) * 220) + c.between(-30, 30);
    const y = fy + c.between(20, 140);
    parts.push(
      c.person(x, y, 280 + (y - fy), 'sitGround', { flip: side > 0, fill: c.light.shade }),
    );
  }
  return parts.join('');
}

export function stage(c: Canvas, options: { band: boolean }) {
  const palette = c.random.pick([
    ['#ffb03a', '#ff5f4f', '#fff1c4'],
    ['#6ab8ff', '#b98cff', '#ffffff'],
    ['#ffd36a', '#ff8a3c', '#ffe9b0'],
  ]);
  const top = 140;
  const floor = 560;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${c.linear([
      [0, '#0b0a18'],
      [1, '#20142a'],
    ])}"/>`,
    c.glow(W / 2, floor - 100, 650, palette[0]!, 0.45),
    beams(c, 300, top, 3, palette),
    beams(c, 800, top, 2, palette),
    beams(c, 1300, top, 3, palette),
    `<rect x="140" y="${top - 30}" width="${W - 280}" height="24" fill="#14121c"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const x = 240 + i * 186;
    parts.push(
      c.glow(x, top + 6, 60, palette[2]!, 0.8),
      `<circle cx="${x}" cy="${top + 2}" r="11" fill="${palette[2]}"/>`,
    );
  }
  parts.push(`<rect x="120" y="${floor}" width="${W - 240}" height="40" fill="#0e0c14"/>`);
  if (options.band) {
    parts.push(c.person(480, floor, 300, 'talk', { fill: '#06050a' }));
    parts.push(
      `<path d="M500 ${floor - 140} l120 -40 l6 14 l-110 40 z" fill="#06050a"/><ellipse cx="510" cy="${floor - 130}" rx="46" ry="30" fill="#06050a"/>`,
    );
    parts.push(c.person(800, floor, 310, 'stand', { fill: '#06050a' }));
    parts.push(
      `<line x1="830" y1="${floor}" x2="830" y2="${floor - 250}" stroke="#06050a" stroke-width="6"/>`,
    );
    parts.push(
      `<ellipse cx="1130" cy="${floor - 60}" rx="90" ry="60" fill="#06050a"/><ellipse cx="1240" cy="${floor - 110}" rx="50" ry="14" fill="#06050a"/>`,
    );
    parts.push(c.person(1140, floor - 30, 240, 'armsUp', { fill: '#06050a' }));
  } else {
    // One singer with a guitar on a stool.
    const x = W / 2 + c.between(-150, 150);
    parts.push(
      `<line x1="${n(x - 40)}" y1="${floor}" x2="${n(x - 20)}" y2="${floor - 170}" stroke="#06050a" stroke-width="10"/><line x1="${n(x + 20)}" y1="${floor}" x2="${n(x)}" y2="${floor - 170}" stroke="#06050a" stroke-width="10"/>`,
    );
    parts.push(c.person(x - 20, floor, 330, 'sitChair', { fill: '#06050a' }));
    parts.push(
      `<ellipse cx="${n(x + 40)}" cy="${floor - 140}" rx="58" ry="44" fill="#06050a"/><line x1="${n(x + 70)}" y1="${floor - 150}" x2="${n(x + 210)}" y2="${floor - 210}" stroke="#06050a" stroke-width="14"/>`,
    );
    parts.push(
      `<line x1="${n(x + 150)}" y1="${floor}" x2="${n(x + 150)}" y2="${floor - 230}" stroke="#06050a" stroke-width="6"/>`,
    );
  }
  parts.push(c.crowd(790, 12, 170, { armsUp: options.band ? 0.35 : 0.1, fill: '#040308' }));
  return parts.join('');
}

export function acoustic(c: Canvas) {
  // A small room: warm wall, string lights, a player on a stool, people at tables.
  const wall = c.random.pick(['#6a3b2a', '#2f4a45', '#4a3a5c']);
  const floor = 640;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${c.linear([
      [0, mix(wall, '#000000', 0.5)],
      [1, wall],
    ])}"/>`,
    c.texture(0, 0, W, floor, 0.6, 0.15),
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="#24160f"/>`,
  ];
  const x = c.between(500, 1100);
  parts.push(c.glow(x, 420, 520, '#ffc47a', 0.55));
  for (let i = 0; i < 3; i++)
    parts.push(c.stringLights(-20, 80 + i * 40, W + 20, 120 + i * 30, 30 + i * 20));
  // A window with the sea at dusk.
  const wx = x < W / 2 ? 1150 : 150;
  parts.push(
    `<rect x="${wx}" y="190" width="300" height="260" fill="${c.linear([
      [0, '#2e3566'],
      [0.7, '#e3846a'],
      [0.71, '#3d5d7a'],
      [1, '#203246'],
    ])}"/><rect x="${wx}" y="190" width="300" height="260" fill="none" stroke="#1c120c" stroke-width="16"/><line x1="${wx + 150}" y1="190" x2="${wx + 150}" y2="450" stroke="#1c120c" stroke-width="10"/>`,
  );
  parts.push(
    `<line x1="${n(x - 40)}" y1="${floor + 60}" x2="${n(x - 20)}" y2="${floor - 120}" stroke="#120b08" stroke-width="10"/><line x1="${n(x + 20)}" y1="${floor + 60}" x2="${n(x)}" y2="${floor - 120}" stroke="#120b08" stroke-width="10"/>`,
  );
  parts.push(
    c.person(x - 20, floor + 60, 330, 'sitChair', {
      fill: '#120b08',
      hair: c.random.pick(['long', 'short'] as const),
    }),
  );
  parts.push(
    `<ellipse cx="${n(x + 40)}" cy="${floor - 80}" rx="58" ry="44" fill="#8a5a30"/><circle cx="${n(x + 40)}" cy="${floor - 80}" r="14" fill="#120b08"/><line x1="${n(x + 70)}" y1="${floor - 90}" x2="${n(x + 220)}" y2="${floor - 150}" stroke="#5a3a1c" stroke-width="14"/>`,
  );
  // Audience at the front.
  parts.push(c.crowd(850, 9, 150, { fill: '#0b0705' }));
  return parts.join('');
}

// ---- food and drink ----

function table(c: Canvas, y: number, color: string) {
  return `<rect x="-20" y="${y}" width="${W + 40}" height="${H - y + 20}" fill="${c.linear([
    [0, mix(color, '#ffffff', 0.1)],
    [1, mix(color, '#000000', 0.4)],
  ])}"/>${c.texture(0, y, W, H - y, '0.003 0.05', 0.25)}`;
}

export function wineTasting(c: Canvas) {
  const y = 600;
  const parts = [c.sky(), c.sea(y), c.land('left'), table(c, y, '#6a4530')];
  const glass = (x: number, scale: number, wine: string) =>
    `<g transform="translate(${n(x)} ${y + 20}) scale(${scale})"><path d="M-40 -240 Q-44 -170 0 -150 Q44 -170 40 -240 Z" fill="#ffffff" opacity="0.25"/><path d="M-38 -200 Q-40 -165 0 -152 Q40 -165 38 -200 Z" fill="${wine}" opacity="0.9"/><rect x="-3" y="-152" width="6" height="130" fill="#ffffff" opacity="0.35"/><ellipse cx="0" cy="-22" rx="40" ry="8" fill="#ffffff" opacity="0.35"/></g>`;
  const bottle = (x: number, color: string) =>
    `<path d="M${n(x - 40)} ${y + 30} L${n(x - 40)} ${y - 200} Q${n(x - 40)} ${y - 260} ${n(x - 12)} ${y - 290} L${n(x - 12)} ${y - 370} L${n(x + 12)} ${y - 370} L${n(x + 12)} ${y - 290} Q${n(x + 40)} ${y - 260} ${n(x + 40)} ${y - 200} L${n(x + 40)} ${y + 30} Z" fill="${color}"/><rect x="${n(x - 40)}" y="${y - 170}" width="80" height="110" fill="#efe4cc" opacity="0.85"/>`;
  const wines = ['#7a1830', '#e8c66a', '#e88a7a'];
  parts.push(bottle(c.between(250, 450), '#1e2a1c'), bottle(c.between(1150, 1350), '#3a1a22'));
  for (let i = 0; i < 4; i++)
    parts.push(
      glass(500 + i * 180 + c.between(-20, 20), c.between(0.9, 1.2), c.random.pick(wines)),
    );
  parts.push(
    `<ellipse cx="${n(c.between(300, 1300))}" cy="${y + 180}" rx="180" ry="40" fill="#d9c29a"/>`,
  );
  for (let i = 0; i < 8; i++)
    parts.push(
      `<circle cx="${n(c.between(150, 1450))}" cy="${n(c.between(y + 150, y + 250))}" r="${n(c.between(10, 18))}" fill="${c.random.pick(['#5a2a4a', '#8aa04a', '#e8c66a'])}"/>`,
    );
  return parts.join('');
}

export function fishGrill(c: Canvas) {
  const shore = c.horizon + 120;
  const parts = [c.sky(), c.sea(shore + 40), c.land('right'), c.beach(shore)];
  parts.push(c.stringLights(-20, 120, 900, 200, 60), c.stringLights(700, 160, W + 20, 90, 50));
  // The grill: a half drum on legs, fire glow, fish, smoke.
  const gx = c.between(450, 800);
  const gy = 660;
  parts.push(
    `<path d="M${n(gx - 200)} ${gy} L${n(gx - 240)} ${gy + 220} M${n(gx + 200)} ${gy} L${n(gx + 240)} ${gy + 220}" stroke="${c.light.shade}" stroke-width="14"/>`,
  );
  parts.push(c.glow(gx, gy - 20, 320, '#ff7a2e', 0.55));
  parts.push(
    `<path d="M${n(gx - 230)} ${gy - 30} L${n(gx + 230)} ${gy - 30} Q${n(gx + 230)} ${gy + 70} ${n(gx)} ${gy + 70} Q${n(gx - 230)} ${gy + 70} ${n(gx - 230)} ${gy - 30} Z" fill="${c.light.shade}"/>`,
  );
  parts.push(
    `<rect x="${n(gx - 230)}" y="${gy - 40}" width="460" height="10" fill="#ff8a3c" opacity="0.8"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const fx = gx - 150 + i * 100;
    parts.push(
      `<g transform="translate(${n(fx)} ${gy - 52}) rotate(${n(c.between(-8, 8))})"><ellipse cx="0" cy="0" rx="42" ry="14" fill="#c9a27a"/><path d="M38 0 l26 -16 l0 32 z" fill="#b08860"/><line x1="-20" y1="-10" x2="-10" y2="10" stroke="#4a2a14" stroke-width="3"/><line x1="0" y1="-12" x2="10" y2="12" stroke="#4a2a14" stroke-width="3"/></g>`,
    );
  }
  parts.push(
    `<g fill="#ffffff" opacity="0.18" filter="${c.blur(18)}"><ellipse cx="${n(gx)}" cy="${gy - 150}" rx="140" ry="70"/><ellipse cx="${n(gx + 80)}" cy="${gy - 300}" rx="180" ry="80"/><ellipse cx="${n(gx + 200)}" cy="${gy - 450}" rx="200" ry="80"/></g>`,
  );
  parts.push(c.person(gx - 340, gy + 220, 420, 'carry', { fill: c.light.shade }));
  parts.push(c.person(gx + 420, gy + 200, 380, 'talk', { fill: c.light.shade, flip: true }));
  parts.push(c.person(gx + 620, gy + 230, 400, 'stand', { fill: c.light.shade, flip: true }));
  return parts.join('');
}

export function brunch(c: Canvas) {
  // From above: a wooden table with plates, cups, fruit and bread.
  const wood = c.random.pick(['#c89a6a', '#a8794c', '#d8c4a4', '#8aa0a4']);
  const parts = [`<rect width="${W}" height="${H}" fill="${wood}"/>`];
  for (let i = 0; i < 8; i++)
    parts.push(`<rect y="${i * 115}" width="${W}" height="4" fill="#000000" opacity="0.12"/>`);
  parts.push(c.texture(0, 0, W, H, '0.003 0.04', 0.3));
  parts.push(
    `<rect x="${n(c.between(-100, 200))}" y="-20" width="420" height="${H + 40}" fill="${c.random.pick(['#e9e2d4', '#d9e4e0', '#f0d7c8'])}" opacity="0.92" transform="rotate(${n(c.between(-8, 8))} 400 450)"/>`,
  );
  const sunlight = c.linear(
    [
      [0, '#fff4d8', 0.25],
      [1, '#fff4d8', 0],
    ],
    1,
    1,
  );
  const items: string[] = [];
  const plate = (x: number, y: number, r: number) => {
    const food = [
      `<circle cx="${n(x - r * 0.2)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="#f3c24a"/><circle cx="${n(x - r * 0.2)}" cy="${n(y)}" r="${n(r * 0.12)}" fill="#f08a1e"/>`,
      `<ellipse cx="${n(x + r * 0.25)}" cy="${n(y + r * 0.1)}" rx="${n(r * 0.35)}" ry="${n(r * 0.2)}" fill="#c8843a" transform="rotate(-25 ${n(x)} ${n(y)})"/>`,
      `<circle cx="${n(x + r * 0.1)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.14)}" fill="#d84a5a"/><circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.1)}" fill="#3a2a6a"/>`,
      `<path d="M${n(x - r * 0.5)} ${n(y + r * 0.2)} q${n(r * 0.3)} ${n(-r * 0.3)} ${n(r * 0.6)} 0 q${n(-r * 0.3)} ${n(r * 0.3)} ${n(-r * 0.6)} 0" fill="#7aa04a"/>`,
    ];
    return `<circle cx="${n(x + 10)}" cy="${n(y + 14)}" r="${n(r)}" fill="#000000" opacity="0.18" filter="${c.blur(8)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f7f4ee"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="none" stroke="#e6e0d4" stroke-width="3"/>${c.random.sample(food, c.random.int(2, 4)).join('')}`;
  };
  const cup = (x: number, y: number) =>
    `<circle cx="${n(x + 8)}" cy="${n(y + 12)}" r="70" fill="#000000" opacity="0.18" filter="${c.blur(8)}"/><circle cx="${n(x)}" cy="${n(y)}" r="70" fill="#f7f4ee"/><circle cx="${n(x)}" cy="${n(y)}" r="48" fill="${c.random.pick(['#6a3f22', '#c79a6c'])}"/><circle cx="${n(x - 6)}" cy="${n(y - 4)}" r="18" fill="#f1dcc0" opacity="0.8"/><rect x="${n(x + 62)}" y="${n(y - 14)}" width="40" height="28" rx="12" fill="#f7f4ee"/>`;
  const spots = c.random.sample(
    [
      [320, 260],
      [760, 230],
      [1220, 280],
      [520, 640],
      [980, 620],
      [1400, 660],
      [160, 700],
    ],
    6,
  );
  spots.forEach(([x, y], i) => {
    const jx = x! + c.between(-40, 40);
    const jy = y! + c.between(-30, 30);
    items.push(i % 3 === 2 ? cup(jx, jy) : plate(jx, jy, c.between(130, 170)));
  });
  parts.push(...items, `<rect width="${W}" height="${H}" fill="${sunlight}"/>`);
  return parts.join('');
}

// ---- markets ----

function awning(x: number, y: number, width: number, colors: [string, string]) {
  const stripes = 8;
  const parts = [];
  for (let i = 0; i < stripes; i++) {
    const sx = x + (i * width) / stripes;
    parts.push(
      `<path d="M${n(sx + 10)} ${n(y)} L${n(sx + width / stripes + 10)} ${n(y)} L${n(sx + width / stripes)} ${n(y + 80)} L${n(sx)} ${n(y + 80)} Z" fill="${colors[i % 2]}"/>`,
    );
    parts.push(
      `<path d="M${n(sx)} ${n(y + 80)} q${n(width / stripes / 2)} 36 ${n(width / stripes)} 0 Z" fill="${colors[i % 2]}"/>`,
    );
  }
  return parts.join('');
}

function stall(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  colors: [string, string],
  lit: boolean,
) {
  const wood = lit ? '#3a2618' : mix('#8a6040', c.light.shade, 0.2);
  const parts = [
    `<rect x="${n(x + 4)}" y="${n(y)}" width="10" height="${n(360)}" fill="${wood}"/><rect x="${n(x + width - 4)}" y="${n(y)}" width="10" height="360" fill="${wood}"/>`,
  ];
  if (lit) parts.push(c.glow(x + width / 2, y + 200, width * 0.8, '#ffc36a', 0.55));
  parts.push(awning(x, y, width, colors));
  // The counter with goods.
  parts.push(
    `<rect x="${n(x - 10)}" y="${n(y + 230)}" width="${n(width + 20)}" height="130" fill="${wood}"/>`,
  );
  const goods = ['#e4574a', '#f2b33d', '#6cc2a4', '#f5f0e6', '#3f7fb8', '#d9773a', '#8a5a9a'];
  for (let i = 0; i < 7; i++) {
    const gx = x + 20 + (i * (width - 40)) / 7;
    parts.push(
      c.random.chance(0.5)
        ? `<circle cx="${n(gx + 14)}" cy="${n(y + 214)}" r="18" fill="${c.random.pick(goods)}"/>`
        : `<rect x="${n(gx)}" y="${n(y + 186)}" width="${n((width - 60) / 7)}" height="${n(c.between(30, 46))}" rx="4" fill="${c.random.pick(goods)}"/>`,
    );
  }
  return parts.join('');
}

export function market(c: Canvas, options: { night: boolean }) {
  const ground = 640;
  const parts = [c.sky({ clouds: c.light.day ? 3 : 1 }), c.sea(ground - 120), c.land('both')];
  parts.push(
    `<rect y="${ground - 130}" width="${W}" height="${H}" fill="${c.linear([
      [0, mix('#b8a58a', c.light.shade, c.light.day ? 0.1 : 0.6)],
      [1, mix('#8a7a64', c.light.shade, c.light.day ? 0.3 : 0.8)],
    ])}"/>`,
  );
  parts.push(c.texture(0, ground - 130, W, H, 0.6, 0.12));
  const palettes: [string, string][] = [
    ['#e4574a', '#f7efe0'],
    ['#2f7fb8', '#f7efe0'],
    ['#3f9a7a', '#f3e4c0'],
    ['#f2b33d', '#ffffff'],
    ['#d46a8a', '#f7efe0'],
  ];
  const count = 4;
  const offset = c.between(-120, 0);
  for (let i = 0; i < count; i++) {
    const x = offset + i * 440;
    parts.push(stall(c, x, ground - 420, 380, c.random.pick(palettes), options.night));
  }
  if (options.night) parts.push(c.stringLights(-20, 110, W + 20, 140, 50));
  for (let i = 0; i < 7; i++) {
    const x = c.between(40, W - 40);
    const y = ground + c.between(60, 250);
    parts.push(
      c.someone(
        x,
        y,
        260 + (y - ground) * 1.3,
        c.random.pick(['walk', 'stand', 'talk', 'carry'] as const),
        c.random.chance(0.5),
      ),
    );
  }
  return parts.join('');
}

export function swap(c: Canvas) {
  const ground = 620;
  const parts = [
    c.sky(),
    c.sea(ground - 80),
    c.land('left'),
    c.beach(ground - 80, { foam: false, tilt: 0 }),
  ];
  // Boards leaning on a fence, a rail of wetsuits.
  for (let i = 0; i < 7; i++) {
    const x = 120 + i * 80;
    parts.push(
      c.board(
        x,
        ground + 40,
        c.between(330, 470),
        -84 + c.between(-4, 4),
        c.random.pick(['#f6efe0', '#8fd0d6', '#f2b33d', '#e4574a', '#ffffff', '#6cc2a4']),
        c.random.chance(0.4) ? '#2f7fb8' : undefined,
      ),
    );
  }
  const rx = 820;
  parts.push(
    `<line x1="${rx}" y1="${ground - 320}" x2="${rx + 600}" y2="${ground - 320}" stroke="#3a3a40" stroke-width="10"/><line x1="${rx + 10}" y1="${ground - 320}" x2="${rx}" y2="${ground + 80}" stroke="#3a3a40" stroke-width="10"/><line x1="${rx + 590}" y1="${ground - 320}" x2="${rx + 600}" y2="${ground + 80}" stroke="#3a3a40" stroke-width="10"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const x = rx + 40 + i * 62;
    const suit = c.random.pick(['#15171c', '#1d2430', '#222a24']);
    parts.push(
      `<path d="M${x} ${ground - 318} l-28 22 l-8 120 l14 4 l10 -80 l4 220 l16 0 l6 -160 l6 160 l16 0 l4 -220 l10 80 l14 -4 l-8 -120 l-28 -22 z" fill="${suit}"/><rect x="${x - 20}" y="${ground - 270}" width="44" height="10" fill="${c.random.pick(['#2f7fb8', '#e4574a', '#f2b33d'])}"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = c.between(100, 1500);
    const y = ground + c.between(120, 270);
    parts.push(
      c.someone(
        x,
        y,
        300 + (y - ground),
        c.random.pick(['stand', 'talk', 'carry'] as const),
        c.random.chance(0.5),
      ),
    );
  }
  return parts.join('');
}

// ---- sport ----

export function volleyball(c: Canvas) {
  const shore = c.horizon + 90;
  const parts = [
    c.sky(),
    c.sea(shore + 40),
    c.land(c.random.chance(0.5) ? 'left' : 'right'),
    c.beach(shore, { tilt: 0 }),
  ];
  const nx = W / 2 + c.between(-120, 120);
  const post = c.light.day ? '#f2ede2' : c.light.shade;
  const top = 300;
  parts.push(
    `<rect x="${n(nx - 6)}" y="${top - 20}" width="12" height="${H - top + 20}" fill="${post}"/>`,
  );
  // The net, seen at an angle: a band of mesh going away from the viewer.
  const far = nx + 420;
  const farTop = top + 130;
  parts.push(
    `<rect x="${n(far - 4)}" y="${farTop - 10}" width="8" height="${380}" fill="${post}"/>`,
  );
  const mesh = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const x = nx + (far - nx) * t;
    const y1 = top + (farTop - top) * t;
    mesh.push(`<line x1="${n(x)}" y1="${n(y1)}" x2="${n(x)}" y2="${n(y1 + 150 - t * 60)}"/>`);
  }
  for (let j = 0; j <= 6; j++) {
    const s = j / 6;
    mesh.push(
      `<line x1="${nx}" y1="${n(top + s * 150)}" x2="${n(far)}" y2="${n(farTop + s * 90)}"/>`,
    );
  }
  parts.push(
    `<g stroke="${c.light.day ? '#1d232b' : c.light.shade}" stroke-width="2" opacity="0.7">${mesh.join('')}</g>`,
  );
  parts.push(
    `<line x1="${nx}" y1="${top}" x2="${n(far)}" y2="${farTop}" stroke="${post}" stroke-width="8"/>`,
  );
  // Players: one jumping to hit, others waiting.
  const ball = [nx + 120, top - 150] as const;
  parts.push(c.someone(nx + 220, 620, 330, 'jump', true));
  parts.push(c.someone(nx - 300, 800, 400, 'set'));
  parts.push(c.someone(nx - 620, 760, 360, 'stand'));
  parts.push(c.someone(nx + 560, 720, 300, 'stand', true));
  parts.push(
    `<circle cx="${n(ball[0])}" cy="${n(ball[1])}" r="26" fill="${c.light.day ? '#f6e86a' : c.light.shade}"/><path d="M${n(ball[0] - 26)} ${n(ball[1])} q26 -14 52 0" stroke="#2f7fb8" stroke-width="4" fill="none" opacity="${c.light.day ? 1 : 0}"/>`,
  );
  return parts.join('');
}

export function trailRun(c: Canvas) {
  const parts = [c.sky(), c.sea()];
  // A headland with a path along its top.
  const ground = c.light.day ? mix('#7a8a4a', c.light.shade, 0.2) : c.light.shade;
  const far = c.haze(ground, 0.4);
  parts.push(
    `<path d="M${W + 20} ${c.horizon + 10} L${W + 20} ${c.horizon - 170} Q${W - 300} ${c.horizon - 200} ${W - 520} ${c.horizon - 60} L${W - 600} ${c.horizon + 10} Z" fill="${far}"/>`,
  );
  parts.push(
    `<path d="M-20 ${H} L-20 520 Q300 470 640 560 T${W + 20} 700 L${W + 20} ${H} Z" fill="${ground}"/>`,
  );
  parts.push(
    `<path d="M-20 610 Q320 560 660 640 T${W + 20} 790" stroke="${mix(ground, '#e6d2a8', 0.55)}" stroke-width="26" fill="none"/>`,
  );
  parts.push(c.texture(0, 480, W, H - 480, 0.5, 0.15));
  for (let i = 0; i < 50; i++) {
    const x = c.between(0, W);
    const y = 540 + (x / W) * 120 + c.between(-30, 260);
    parts.push(
      `<path d="M${n(x)} ${n(y)} q-6 -20 ${n(c.between(-14, 14))} ${n(-c.between(20, 40))}" stroke="${mix(ground, '#000000', 0.2)}" stroke-width="4" fill="none"/>`,
    );
  }
  const count = c.random.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = 340 + i * 230 + c.between(-30, 30);
    const t = x / W;
    const y = 610 + t * 100 + Math.sin(t * Math.PI) * 20;
    parts.push(c.someone(x, y + 6, 220 + i * 10, 'run'));
  }
  return parts.join('');
}

export function kitesurf(c: Canvas) {
  const parts = [c.sky(), c.sea(), c.land('left')];
  const kites = c.random.int(1, 3);
  for (let i = 0; i < kites; i++) {
    const kx = c.between(300, 1300);
    const ky = c.between(90, c.horizon - 120);
    const span = i === 0 ? 340 : c.between(90, 160);
    const color = c.random.pick(['#e4574a', '#f2b33d', '#2de2e6', '#ff3d8b', '#3f9a7a']);
    const rx = kx + c.between(-200, 200) + (i === 0 ? 0 : 400);
    const ry = i === 0 ? c.horizon + 260 : c.horizon + 40;
    parts.push(
      `<path d="M${n(kx - span / 2)} ${n(ky + span * 0.2)} Q${n(kx)} ${n(ky - span * 0.35)} ${n(kx + span / 2)} ${n(ky + span * 0.2)} Q${n(kx)} ${n(ky - span * 0.12)} ${n(kx - span / 2)} ${n(ky + span * 0.2)} Z" fill="${color}"/>`,
    );
    parts.push(
      `<path d="M${n(kx - span / 2)} ${n(ky + span * 0.2)} L${n(rx)} ${n(ry - 100 * (i === 0 ? 1.8 : 0.4))} L${n(kx + span / 2)} ${n(ky + span * 0.2)}" stroke="${c.light.shade}" stroke-width="1.5" fill="none" opacity="0.6"/>`,
    );
    const h = i === 0 ? 200 : 46;
    parts.push(c.board(rx - h * 0.4, ry, h * 0.7, -6, c.light.shade));
    parts.push(c.person(rx, ry, h, 'surf', { fill: c.light.shade, flip: true }));
    parts.push(
      `<path d="M${n(rx - h * 0.4)} ${n(ry + 4)} q-${n(h)} 10 -${n(h * 2)} -4" stroke="#ffffff" stroke-width="${n(h * 0.05)}" fill="none" opacity="0.7" filter="${c.blur(3)}"/>`,
    );
  }
  return parts.join('');
}

// ---- community ----

export function beachClean(c: Canvas) {
  const shore = c.horizon + 130;
  const parts = [
    c.sky(),
    c.sea(shore + 40),
    c.land(c.random.chance(0.5) ? 'left' : 'right'),
    c.beach(shore),
  ];
  const people = c.random.int(4, 6);
  for (let i = 0; i < people; i++) {
    const x = 140 + (i / people) * 1350 + c.between(-40, 40);
    const y = Math.min(H - 30, shore + 140 + (i % 3) * 90 + c.between(0, 30));
    const h = 230 + (y - shore) * 0.9;
    const flip = c.random.chance(0.5);
    const pose = i % 2 === 0 ? 'bend' : c.random.pick(['carry', 'stand', 'walk'] as const);
    parts.push(c.someone(x, y, h, pose, flip));
    // The bag.
    const bx = x + (pose === 'bend' ? 0.12 : 0.14) * h * (flip ? -1 : 1);
    const by = y - (pose === 'bend' ? 0.34 : 0.54) * h;
    parts.push(
      `<path d="M${n(bx - h * 0.06)} ${n(by)} L${n(bx + h * 0.06)} ${n(by)} L${n(bx + h * 0.09)} ${n(by + h * 0.26)} Q${n(bx)} ${n(by + h * 0.3)} ${n(bx - h * 0.09)} ${n(by + h * 0.26)} Z" fill="${c.random.pick(['#2f7fb8', '#3f9a7a', '#e9e4d6'])}"/>`,
    );
  }
  // Full bags waiting, and the odd bit of litter still to pick up.
  for (let i = 0; i < 3; i++)
    parts.push(
      `<ellipse cx="${n(1300 + i * 70)}" cy="${n(shore + 150 - i * 10)}" rx="36" ry="44" fill="${c.random.pick(['#2f7fb8', '#3f9a7a'])}"/>`,
    );
  for (let i = 0; i < 8; i++)
    parts.push(
      `<rect x="${n(c.between(0, W))}" y="${n(c.between(shore + 100, H))}" width="${n(c.between(10, 26))}" height="${n(c.between(6, 12))}" rx="3" fill="${c.random.pick(['#e4574a', '#f5f0e6', '#2f7fb8'])}" transform="rotate(${n(c.between(-40, 40))})"/>`,
    );
  return parts.join('');
}

/** A café or bar inside: lamps, a window onto the sea, people talking. */
export function cafe(c: Canvas, options: { longTable: boolean }) {
  const wall = c.random.pick(['#e9dcc4', '#d8e2dc', '#f0d7c8', '#c9d6e2']);
  const dim = c.night ? 0.65 : 0.15;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${mix(wall, '#1a1420', dim)}"/>`,
    c.texture(0, 0, W, H, 0.7, 0.1),
  ];
  // Windows onto the sea.
  const windowY = 150;
  for (const wx of [140, 620, 1100]) {
    parts.push(
      `<svg x="${wx}" y="${windowY}" width="360" height="320" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${c.sky({ clouds: 1 })}${c.sea()}</svg>`,
    );
    parts.push(
      `<rect x="${wx}" y="${windowY}" width="360" height="320" fill="none" stroke="${mix(wall, '#3a2a20', 0.6)}" stroke-width="18"/>`,
    );
  }
  const floor = 600;
  parts.push(
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${mix('#6a4a34', '#000000', dim)}"/>`,
  );
  const lampColor = '#ffd08a';
  for (let i = 0; i < (options.longTable ? 0 : 5); i++) {
    const x = 160 + i * 320;
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#2a2020" stroke-width="3"/><path d="M${x - 50} 160 Q${x} 100 ${x + 50} 160 Z" fill="#2a2020"/>`,
    );
    parts.push(c.glow(x, 175, c.night ? 240 : 140, lampColor, c.night ? 0.6 : 0.35));
  }
  if (options.longTable) {
    // The long table, going away from the viewer: a cloth, plates, candle jars, and paper
    // lanterns on a line above.
    const cloth = mix('#f1e8d8', '#2a1a10', c.night ? 0.5 : 0.2);
    parts.push(
      `<path d="M300 ${H + 20} L700 560 L900 560 L1300 ${H + 20} Z" fill="${c.linear([
        [0, mix(cloth, '#000000', 0.25)],
        [1, cloth],
      ])}"/>`,
    );
    for (let k = 0; k < 6; k++) {
      const y = 572 + Math.pow(k / 5, 1.5) * 300;
      const half = 100 + ((y - 560) / 340) * 400;
      const s = half / 500;
      for (const side of [-1, 1]) {
        const px = 800 + side * half * 0.62;
        parts.push(
          `<ellipse cx="${n(px)}" cy="${n(y)}" rx="${n(70 * s)}" ry="${n(22 * s)}" fill="#fbf8f2"/><ellipse cx="${n(px)}" cy="${n(y)}" rx="${n(34 * s)}" ry="${n(10 * s)}" fill="${c.random.pick(['#e8a060', '#9ab86a', '#d86a5a'])}"/>`,
          `<rect x="${n(px + side * 80 * s)}" y="${n(y - 50 * s)}" width="${n(16 * s)}" height="${n(40 * s)}" fill="#ffffff" opacity="0.55"/>`,
        );
      }
      const jx = 800 + (k % 2 ? 1 : -1) * half * 0.18;
      parts.push(
        c.glow(jx, y - 20 * s, 150 * s, '#ffb65c', 0.7),
        `<rect x="${n(jx - 12 * s)}" y="${n(y - 40 * s)}" width="${n(24 * s)}" height="${n(40 * s)}" rx="${n(5 * s)}" fill="#ffe3a0"/>`,
      );
    }
    parts.push(
      `<path d="M-20 90 Q800 260 ${W + 20} 110" stroke="#2a2020" stroke-width="3" fill="none"/>`,
    );
    for (let i = 0; i < 9; i++) {
      const t = (i + 0.5) / 9;
      const x = -20 + t * (W + 40);
      const y = (1 - t) * (1 - t) * 90 + 2 * t * (1 - t) * 260 + t * t * 110 + 50;
      const r = c.between(30, 46);
      const color = c.random.pick(['#ffb65c', '#ff8a5c', '#ffd86a', '#f2f0e6']);
      parts.push(
        `<line x1="${n(x)}" y1="${n(y - 50)}" x2="${n(x)}" y2="${n(y - r)}" stroke="#2a2020" stroke-width="2"/>`,
        c.glow(x, y, r * 3, color, 0.5),
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>`,
      );
    }
    for (let i = 0; i < 4; i++) {
      const t = 1 - i / 4;
      const y = 620 + t * 300;
      const h = 160 + t * 380;
      const lx = 800 - (110 + t * 380);
      const rx = 800 + (110 + t * 380);
      parts.push(
        c.person(lx, y, h, 'sitChair', {
          fill: c.night ? '#1a1218' : mix(c.skin(), '#000000', 0.3),
          shirt: c.night ? '#1a1218' : c.shirt(),
        }),
      );
      parts.push(
        c.person(rx, y, h, 'sitChair', {
          flip: true,
          fill: c.night ? '#1a1218' : mix(c.skin(), '#000000', 0.3),
          shirt: c.night ? '#1a1218' : c.shirt(),
        }),
      );
    }
  } else {
    for (let i = 0; i < 3; i++) {
      const x = 260 + i * 520 + c.between(-40, 40);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${floor + 70}" rx="150" ry="30" fill="#3a2418"/><rect x="${n(x - 8)}" y="${floor + 70}" width="16" height="170" fill="#3a2418"/>`,
      );
      for (const side of [-1, 1]) {
        parts.push(
          c.person(x + side * 200, floor + 240, 320, c.random.pick(['sitChair', 'talk'] as const), {
            flip: side > 0,
            fill: c.night ? '#1a1218' : mix(c.skin(), '#000000', 0.25),
            shirt: c.night ? '#1a1218' : c.shirt(),
          }),
        );
      }
      parts.push(
        `<rect x="${n(x - 30)}" y="${floor + 30}" width="22" height="40" fill="#f5efe6"/><rect x="${n(x + 20)}" y="${floor + 20}" width="18" height="50" fill="#e8c66a" opacity="0.9"/>`,
      );
    }
  }
  return parts.join('');
}

// ---- workshops ----

export function boardRepair(c: Canvas) {
  const wall = c.random.pick(['#d9d2c4', '#c8d4d0', '#e2cdb4']);
  const floor = 660;
  const parts = [
    `<rect width="${W}" height="${floor}" fill="${wall}"/>`,
    c.texture(0, 0, W, floor, 0.7, 0.12),
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="#7a6a58"/>`,
    c.texture(0, floor, W, H - floor, 0.5, 0.2),
  ];
  // The rack: boards standing on their tails.
  parts.push(
    `<rect x="40" y="560" width="880" height="26" fill="#6a4a2a"/><rect x="40" y="150" width="880" height="20" fill="#6a4a2a"/>`,
  );
  const colors = [
    '#f6efe0',
    '#8fd0d6',
    '#f2b33d',
    '#e4574a',
    '#ffffff',
    '#6cc2a4',
    '#d8b48a',
    '#2f7fb8',
  ];
  for (let i = 0; i < 11; i++) {
    const x = 80 + i * 78;
    const length = c.between(420, 620);
    parts.push(
      c.board(
        x,
        640,
        length,
        -90 + c.between(-3, 3),
        c.random.pick(colors),
        c.random.chance(0.3) ? c.random.pick(colors) : undefined,
      ),
    );
  }
  parts.push(`<rect x="40" y="380" width="880" height="18" fill="#6a4a2a" opacity="0.9"/>`);
  // A board on two trestles, a person sanding it, a lamp above.
  const bx = 1000;
  parts.push(c.glow(1260, 260, 380, '#fff1c8', 0.5));
  parts.push(
    `<line x1="1260" y1="0" x2="1260" y2="200" stroke="#2a2a2a" stroke-width="4"/><path d="M1200 240 Q1260 170 1320 240 Z" fill="#2a3a3a"/>`,
  );
  for (const x of [bx + 80, bx + 460])
    parts.push(
      `<path d="M${x - 50} ${H} L${x} 650 L${x + 50} ${H}" stroke="#5a3a20" stroke-width="16" fill="none"/>`,
    );
  parts.push(c.board(bx - 20, 640, 580, -1, c.random.pick(colors)));
  parts.push(`<rect x="${bx + 220}" y="610" width="90" height="30" rx="6" fill="#3a6a9a"/>`);
  parts.push(
    c.person(bx + 330, 880, 470, 'bend', { flip: true, fill: c.skin(), shirt: c.shirt() }),
  );
  // Tools on the wall.
  for (let i = 0; i < 5; i++)
    parts.push(
      `<rect x="${1050 + i * 90}" y="${c.between(300, 360)}" width="${c.random.pick([14, 22, 30])}" height="${n(c.between(80, 140))}" rx="4" fill="${c.random.pick(['#3a3a3a', '#8a5a2a', '#c84a3a'])}"/>`,
    );
  parts.push(`<rect x="1500" y="560" width="60" height="80" rx="6" fill="#e8c66a"/>`);
  return parts.join('');
}

export function oceanSafety(c: Canvas) {
  const shore = c.horizon + 140;
  const parts = [c.sky(), c.sea(shore + 40), c.land('left'), c.beach(shore)];
  // The lifeguard tower.
  const tx = c.between(950, 1250);
  const ty = 560;
  const frame = c.light.day ? '#f2ede2' : c.light.shade;
  parts.push(
    `<path d="M${tx - 120} ${H - 40} L${tx - 80} ${ty} M${tx + 120} ${H - 40} L${tx + 80} ${ty} M${tx - 100} ${H - 160} L${tx + 100} ${H - 160}" stroke="${frame}" stroke-width="14" fill="none"/>`,
  );
  parts.push(
    `<rect x="${tx - 130}" y="${ty - 170}" width="260" height="170" fill="${c.light.day ? '#e4574a' : c.light.shade}"/><path d="M${tx - 160} ${ty - 170} L${tx} ${ty - 250} L${tx + 160} ${ty - 170} Z" fill="${c.light.day ? '#f2ede2' : c.light.shade}"/>`,
  );
  parts.push(
    `<rect x="${tx - 100}" y="${ty - 140}" width="200" height="80" fill="${c.light.day ? '#30404a' : '#ffcf86'}" opacity="${c.light.day ? 1 : 0.5}"/>`,
  );
  // Red-over-yellow flags.
  for (const fx of [c.between(150, 400), c.between(650, 850)]) {
    parts.push(
      `<line x1="${n(fx)}" y1="${shore + 80}" x2="${n(fx)}" y2="${shore - 150}" stroke="${c.light.shade}" stroke-width="6"/><path d="M${n(fx)} ${shore - 150} l110 10 l-4 46 l-106 -6 z" fill="#e03a2e"/><path d="M${n(fx)} ${shore - 100} l106 6 l-4 46 l-102 -2 z" fill="#f6d23a"/>`,
    );
  }
  parts.push(c.someone(tx - 360, H - 30, 380, 'talk', true));
  parts.push(c.someone(tx - 620, H - 10, 340, 'stand'));
  parts.push(c.someone(tx + 330, H + 10, 400, 'stand', true));
  return parts.join('');
}

export function surfPhoto(c: Canvas) {
  const base = c.horizon + 260;
  const parts = [c.sky(), c.sea(), c.land('right'), wave(c, base, 110, c.between(700, 900))];
  parts.push(
    c.board(1060, base - 60, 70, -10, c.light.shade),
    c.person(1090, base - 62, 60, 'surf', { fill: c.light.shade }),
  );
  // Rocks in the front with the photographer and a tripod.
  const rock = c.light.day ? mix('#4a4038', c.light.shade, 0.3) : c.light.shade;
  parts.push(
    `<path d="M-20 ${H} L-20 640 Q120 580 260 600 Q380 560 520 640 Q640 650 720 760 L760 ${H} Z" fill="${rock}"/>`,
  );
  parts.push(c.texture(0, 560, 780, 340, 0.1, 0.25));
  const px = 380;
  const py = 610;
  parts.push(
    `<path d="M${px + 130} ${py} L${px + 180} ${py - 180} L${px + 230} ${py} M${px + 180} ${py - 180} L${px + 180} ${py + 10}" stroke="#15151a" stroke-width="7" fill="none"/><rect x="${px + 150}" y="${py - 220}" width="70" height="44" rx="6" fill="#15151a"/><rect x="${px + 210}" y="${py - 212}" width="60" height="28" rx="4" fill="#15151a"/>`,
  );
  parts.push(c.person(px, py, 300, 'camera', { fill: c.light.day ? '#20242a' : c.light.shade }));
  parts.push(`<rect x="${px + 40}" y="${py - 265}" width="50" height="34" rx="5" fill="#15151a"/>`);
  return parts.join('');
}

// ---- art and culture ----

export function filmNight(c: Canvas) {
  const shore = c.horizon + 100;
  const parts = [c.sky({ clouds: 1 }), c.sea(shore + 40), c.land('both'), c.beach(shore)];
  // The screen, playing a wave.
  const sx = c.between(450, 700);
  const sy = 170;
  const sw = 560;
  const sh = 315;
  parts.push(c.glow(sx + sw / 2, sy + sh / 2, 700, '#9fd8ff', 0.25));
  parts.push(
    `<rect x="${n(sx - 10)}" y="${sy - 10}" width="${sw + 20}" height="${sh + 20}" fill="${c.light.shade}"/>`,
  );
  parts.push(
    `<line x1="${n(sx + 40)}" y1="${sy + sh}" x2="${n(sx + 20)}" y2="${shore + 200}" stroke="${c.light.shade}" stroke-width="10"/><line x1="${n(sx + sw - 40)}" y1="${sy + sh}" x2="${n(sx + sw - 20)}" y2="${shore + 200}" stroke="${c.light.shade}" stroke-width="10"/>`,
  );
  const film = c.random.pick([
    ['#fbd38a', '#2f8fb0', '#0c4f6a'],
    ['#ffb38a', '#3aa0a8', '#155f66'],
  ]);
  parts.push(
    `<svg x="${n(sx)}" y="${sy}" width="${sw}" height="${sh}" viewBox="0 0 560 315"><rect width="560" height="160" fill="${film[0]}"/><rect y="150" width="560" height="170" fill="${film[2]}"/><path d="M0 240 C120 80 260 70 320 150 S480 230 560 210 L560 315 L0 315 Z" fill="${film[1]}"/><path d="M0 240 C120 80 260 70 320 150" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/><circle cx="280" cy="150" r="7" fill="#1a1a1a"/></svg>`,
  );
  // The projector's beam over the audience.
  const beamFrom = [sx + sw / 2 + c.between(-100, 100), 720] as const;
  parts.push(
    `<polygon points="${n(beamFrom[0])},${beamFrom[1]} ${n(sx)},${sy} ${n(sx + sw)},${sy + sh}" fill="#e8f4ff" opacity="0.08" filter="${c.blur(6)}"/>`,
  );
  parts.push(c.crowd(780, 13, 130, { fill: c.light.shade }));
  parts.push(c.crowd(880, 9, 180, { fill: mix(c.light.shade, '#000000', 0.4) }));
  return parts.join('');
}

function painting(c: Canvas, x: number, y: number, width: number, height: number) {
  const [a, b, s] = c.random.pick([
    ['#f3c48a', '#2f7f8f', '#f6efe0'],
    ['#e88a7a', '#3a4a7a', '#ffe9b0'],
    ['#bfe0dc', '#4a7a6a', '#ffffff'],
    ['#ffd26a', '#d4573a', '#2a2a3a'],
    ['#d8d2f0', '#6a5a9a', '#ff9a7a'],
  ]);
  const horizon = c.between(0.4, 0.7) * height;
  const seascape = `<rect width="${n(width)}" height="${n(height)}" fill="${a}"/><rect y="${n(horizon)}" width="${n(width)}" height="${n(height)}" fill="${b}"/><circle cx="${n(c.between(0.2, 0.8) * width)}" cy="${n(horizon - c.between(0.1, 0.3) * height)}" r="${n(width * 0.12)}" fill="${s}"/><path d="M0 ${n(horizon + height * 0.15)} q${n(width / 4)} -20 ${n(width / 2)} 0 t${n(width / 2)} 0" stroke="${s}" stroke-width="4" fill="none" opacity="0.7"/>`;
  // Or a swell in bands, or a few shapes: an exhibition is not all sunsets.
  const bands = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M0 ${n((i + 1) * (height / 7))} q${n(width / 4)} ${n(-height / 14)} ${n(width / 2)} 0 t${n(width / 2)} 0 L${n(width)} ${n(height)} L0 ${n(height)} Z" fill="${[a, b, s][i % 3]}" opacity="0.85"/>`,
  ).join('');
  const shapes = `<rect width="${n(width)}" height="${n(height)}" fill="${s}"/><circle cx="${n(width * 0.35)}" cy="${n(height * 0.4)}" r="${n(width * 0.25)}" fill="${a}"/><rect x="${n(width * 0.45)}" y="${n(height * 0.5)}" width="${n(width * 0.4)}" height="${n(height * 0.35)}" fill="${b}"/>`;
  const art = c.random.pick([
    seascape,
    seascape,
    `<rect width="${n(width)}" height="${n(height)}" fill="${s}"/>${bands}`,
    shapes,
  ]);
  return `<rect x="${n(x - 12)}" y="${n(y - 12)}" width="${n(width + 24)}" height="${n(height + 24)}" fill="#2a2420"/><svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}">${art}</svg>`;
}

export function gallery(c: Canvas) {
  const wall = c.random.pick(['#f1ede6', '#e9e4dc', '#dfe3e2']);
  const floor = 660;
  const parts = [
    `<rect width="${W}" height="${floor}" fill="${c.linear([
      [0, mix(wall, '#000000', 0.25)],
      [1, wall],
    ])}"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${c.linear([
      [0, '#b89a78'],
      [1, '#6a5038'],
    ])}"/>`,
    c.texture(0, floor, W, H - floor, '0.004 0.05', 0.25),
  ];
  const frames = c.random.int(3, 4);
  for (let i = 0; i < frames; i++) {
    const width = c.between(220, 320);
    const height = width * c.between(0.7, 1.25);
    const x = 110 + i * (1400 / frames) + c.between(0, 60);
    const y = 330 - height / 2;
    parts.push(c.glow(x + width / 2, y + height / 2, width * 1.2, '#fff6dc', 0.5));
    parts.push(painting(c, x, y, width, height));
    parts.push(
      `<path d="M${n(x + width / 2 - 20)} 0 L${n(x + width / 2 - 6)} 60 L${n(x + width / 2 + 6)} 60 L${n(x + width / 2 + 20)} 0 Z" fill="#222"/>`,
    );
  }
  const visitors = c.random.int(3, 5);
  for (let i = 0; i < visitors; i++) {
    const x = 140 + (i + c.between(0.1, 0.9)) * (1320 / visitors);
    const y = floor + c.between(120, 230);
    parts.push(
      c.person(
        x,
        y,
        420 + (y - floor) * 0.8,
        c.random.pick(['stand', 'talk', 'camera', 'stand'] as const),
        { flip: c.random.chance(0.5), fill: mix(c.skin(), '#000000', 0.2), shirt: c.shirt() },
      ),
    );
  }
  return parts.join('');
}

export function mural(c: Canvas) {
  const ground = 720;
  const parts = [c.sky({ clouds: 2 })];
  // The wall, painted with a big wave and a sun.
  const [x0, y0, w, h] = [80, 120, W - 160, ground - 120];
  const colors = c.random.pick([
    ['#2f8fb0', '#fbd38a', '#e4574a', '#f6efe0'],
    ['#3f9a7a', '#ffb03a', '#d46a8a', '#fff4dc'],
    ['#3a4a9a', '#ff8a5c', '#2de2e6', '#fff1c4'],
  ]);
  parts.push(`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${colors[3]}"/>`);
  parts.push(
    `<svg x="${x0}" y="${y0}" width="${w}" height="${h}" viewBox="0 0 1440 600"><circle cx="${n(c.between(900, 1200))}" cy="180" r="130" fill="${colors[1]}"/><path d="M0 600 L0 330 C200 80 520 40 640 240 C700 340 600 420 520 360 C480 330 520 290 560 310 L1440 420 L1440 600 Z" fill="${colors[0]}"/><path d="M0 600 L0 470 Q360 400 720 470 T1440 470 L1440 600 Z" fill="${colors[2]}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${60 + i * 150} 520 q40 -30 80 0" stroke="${colors[3]}" stroke-width="10" fill="none"/>`).join('')}</svg>`,
  );
  parts.push(c.texture(x0, y0, w, h, 0.5, 0.18));
  parts.push(
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${mix('#9a9080', c.light.shade, c.light.day ? 0.1 : 0.5)}"/>`,
    c.texture(0, ground, W, H - ground, 0.6, 0.15),
  );
  parts.push(`<rect y="${ground - 6}" width="${W}" height="14" fill="#000000" opacity="0.15"/>`);
  // The painter on a ladder and people looking.
  const lx = c.between(200, 500);
  parts.push(
    `<path d="M${n(lx)} ${ground + 40} L${n(lx + 60)} ${ground - 360} M${n(lx + 120)} ${ground + 40} L${n(lx + 150)} ${ground - 360}" stroke="#5a5a60" stroke-width="10"/>`,
  );
  for (let i = 0; i < 7; i++)
    parts.push(
      `<line x1="${n(lx + 6 + i * 8)}" y1="${ground - i * 56}" x2="${n(lx + 120 + i * 4)}" y2="${ground - i * 56}" stroke="#5a5a60" stroke-width="8"/>`,
    );
  parts.push(c.person(lx + 90, ground - 230, 300, 'reach', { fill: c.skin(), shirt: '#f5f0e6' }));
  for (let i = 0; i < 3; i++) {
    const x = c.between(800, 1500);
    const y = ground + c.between(100, 170);
    parts.push(
      c.person(x, y, 440, c.random.pick(['stand', 'talk', 'camera'] as const), {
        flip: c.random.chance(0.5),
        fill: c.skin(),
        shirt: c.shirt(),
      }),
    );
  }
  return parts.join('');
}

// ---- other ----

export function whale(c: Canvas) {
  const parts = [c.sky(), c.sea(), c.land('right')];
  const x = c.between(500, 1000);
  const y = c.horizon + 200;
  const body = mix('#2a3440', c.light.shade, 0.4);
  parts.push(
    `<path d="M${n(x - 30)} ${y} C${n(x - 20)} ${y - 80} ${n(x - 10)} ${y - 130} ${n(x - 80)} ${y - 190} C${n(x - 140)} ${y - 220} ${n(x - 190)} ${y - 210} ${n(x - 230)} ${y - 230} C${n(x - 160)} ${y - 160} ${n(x - 60)} ${y - 170} ${n(x)} ${y - 160} C${n(x + 60)} ${y - 170} ${n(x + 160)} ${y - 160} ${n(x + 230)} ${y - 230} C${n(x + 190)} ${y - 210} ${n(x + 140)} ${y - 220} ${n(x + 80)} ${y - 190} C${n(x + 10)} ${y - 130} ${n(x + 20)} ${y - 80} ${n(x + 30)} ${y} Z" fill="${body}"/>`,
  );
  parts.push(
    `<ellipse cx="${n(x)}" cy="${y}" rx="140" ry="14" fill="#ffffff" opacity="0.7" filter="${c.blur(4)}"/>`,
  );
  for (let i = 0; i < 12; i++)
    parts.push(
      `<path d="M${n(x - 180 + i * 30)} ${n(y - 150 - c.between(0, 40))} q2 ${n(c.between(40, 90))} 0 ${n(c.between(90, 150))}" stroke="#ffffff" stroke-width="3" opacity="0.5" fill="none"/>`,
    );
  // On the boat: its deck, people at the rail, the rail in front of them.
  const deck = 780;
  const wood = mix('#a87a4e', c.light.shade, c.light.day ? 0.1 : 0.4);
  parts.push(
    `<path d="M-20 ${H + 20} L-20 ${deck} Q${W / 2} ${deck - 40} ${W + 20} ${deck} L${W + 20} ${H + 20} Z" fill="${wood}"/>`,
    c.texture(0, deck - 40, W, H - deck + 40, '0.004 0.08', 0.25),
  );
  for (let i = 0; i < 3; i++) {
    const px = 220 + i * 520 + c.between(-60, 60);
    parts.push(
      c.someone(
        px,
        deck + 130,
        400,
        i === 1 ? 'camera' : c.random.pick(['stand', 'wave', 'talk'] as const),
        i === 2,
      ),
    );
  }
  const rail = c.light.day ? '#e9eef0' : mix('#e9eef0', c.light.shade, 0.6);
  parts.push(
    `<path d="M-20 ${deck - 150} Q${W / 2} ${deck - 190} ${W + 20} ${deck - 150}" stroke="${rail}" stroke-width="12" fill="none"/><path d="M-20 ${deck - 80} Q${W / 2} ${deck - 115} ${W + 20} ${deck - 80}" stroke="${rail}" stroke-width="6" fill="none"/>`,
  );
  for (let x = 60; x < W; x += 220) {
    parts.push(
      `<line x1="${x}" y1="${deck - 165}" x2="${x}" y2="${deck + 10}" stroke="${rail}" stroke-width="9"/>`,
    );
  }
  return parts.join('');
}
