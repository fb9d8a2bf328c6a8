// Deterministic SVG drawings standing in for photographs: skies, seas, volcanoes, rice terraces, skylines,
// rooms and pools, with a palette and layout chosen by a PRNG seeded from the image key. No text is drawn
// (no fonts needed, no language baked into pictures).
import { Random } from '../lib/random.ts';
import type { MediaSpec, SceneName } from './catalog.ts';

interface Palette {
  sky: [string, string, string];
  sun: string;
  sea: [string, string];
  land: [string, string, string];
  accent: string;
  warm: string;
}

const PALETTES: Palette[] = [
  // golden hour
  {
    sky: ['#ff8a5b', '#ffb677', '#ffe7b3'],
    sun: '#fff3c4',
    sea: ['#2a9d8f', '#1d4e6b'],
    land: ['#3f7d4e', '#2f5d3a', '#1f3d28'],
    accent: '#e76f51',
    warm: '#f4a261',
  },
  // clear morning
  {
    sky: ['#3a86c8', '#7fb8e6', '#d8efff'],
    sun: '#fffbe0',
    sea: ['#19a7ce', '#0b5c8c'],
    land: ['#5aa469', '#3d7a4b', '#285535'],
    accent: '#ffb703',
    warm: '#fb8500',
  },
  // dusk
  {
    sky: ['#2b2d62', '#7b4b94', '#f29e8e'],
    sun: '#ffd6a5',
    sea: ['#3d5a80', '#1b2a4a'],
    land: ['#45476e', '#34365a', '#222444'],
    accent: '#ff6b6b',
    warm: '#ffd166',
  },
  // tropical noon
  {
    sky: ['#00a6d6', '#5cd0ee', '#c9f2ff'],
    sun: '#ffffff',
    sea: ['#00b4a6', '#007c8a'],
    land: ['#6cbf4b', '#43943a', '#2d6a2a'],
    accent: '#ff5d8f',
    warm: '#ffc857',
  },
  // misty highlands
  {
    sky: ['#8fa9b8', '#c3d3db', '#eef3f5'],
    sun: '#fdf6e3',
    sea: ['#6f9fb1', '#3e6d80'],
    land: ['#7a9e7e', '#587a5e', '#3b5442'],
    accent: '#c8553d',
    warm: '#f2c57c',
  },
  // sunrise pink
  {
    sky: ['#f26b8a', '#f7a399', '#fde4cf'],
    sun: '#fff1d6',
    sea: ['#5fa8d3', '#1b4965'],
    land: ['#8aa661', '#5f7d3c', '#3c5226'],
    accent: '#7b2cbf',
    warm: '#ffb4a2',
  },
  // deep teal evening
  {
    sky: ['#0f4c5c', '#2e7f86', '#a8dadc'],
    sun: '#f1faee',
    sea: ['#1d7874', '#0b3c49'],
    land: ['#3a6351', '#28493c', '#1a3128'],
    accent: '#e9c46a',
    warm: '#f4a261',
  },
  // volcanic amber
  {
    sky: ['#c0504d', '#e6a15c', '#f7dca0'],
    sun: '#fff8e1',
    sea: ['#4a7c9d', '#22455e'],
    land: ['#6b5b4b', '#4d4036', '#2e2620'],
    accent: '#2a9d8f',
    warm: '#e9c46a',
  },
];

const ROOM_WALLS = ['#f4ede4', '#efe6d8', '#e8eef1', '#f6efe9', '#eae4f0', '#f1f0e8'];
const FABRICS = ['#c97b63', '#4f6d7a', '#9c6644', '#5a7d7c', '#b56576', '#6d597a', '#2a9d8f', '#c9a227'];
const WOODS = ['#8d6346', '#a47551', '#6f4e37', '#b08968', '#7f5539'];

class Svg {
  readonly parts: string[] = [];
  private defs: string[] = [];
  private gid = 0;
  readonly w: number;
  readonly h: number;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  linear(stops: string[], vertical = true): string {
    const id = `g${this.gid++}`;
    const s = stops.map(
      (c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`,
    );
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s.join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(inner: string, outer: string, outerOpacity = 0): string {
    const id = `g${this.gid++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

const f = (n: number) => n.toFixed(1);

function sky(svg: Svg, p: Palette, r: Random, horizon: number): void {
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([p.sky[0], p.sky[1], p.sky[2]])}"/>`);
  const sx = r.float(0.15, 0.85) * svg.w;
  const sy = r.float(0.18, 0.5) * horizon;
  const sr = r.float(22, 42);
  svg.add(
    `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr * 3)}" fill="${svg.radial(p.sun, p.sun, 0)}" opacity="0.55"/>`,
  );
  svg.add(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${p.sun}"/>`);
  clouds(svg, r, horizon);
}

function clouds(svg: Svg, r: Random, horizon: number): void {
  const n = r.int(1, 4);
  for (let i = 0; i < n; i++) {
    const cx = r.float(0, svg.w);
    const cy = r.float(0.08, 0.45) * horizon;
    const s = r.float(0.6, 1.4);
    const puffs = [0, 1, 2, 3]
      .map(
        (k) =>
          `<ellipse cx="${f(cx + (k - 1.5) * 26 * s)}" cy="${f(cy - (k % 2) * 8 * s)}" rx="${f(30 * s)}" ry="${f(14 * s)}"/>`,
      )
      .join('');
    svg.add(`<g fill="#ffffff" opacity="${r.float(0.45, 0.8).toFixed(2)}">${puffs}</g>`);
  }
}

function ridge(
  svg: Svg,
  r: Random,
  base: number,
  amplitude: number,
  color: string,
  peaks: number,
  volcano = false,
): void {
  const pts: string[] = [`0,${svg.h}`, `0,${f(base)}`];
  const step = svg.w / peaks;
  for (let i = 0; i <= peaks; i++) {
    const x = i * step + r.float(-step * 0.2, step * 0.2);
    const y = base - (i % 2 === 1 ? amplitude * r.float(0.5, 1) : amplitude * r.float(0, 0.35));
    pts.push(`${f(Math.max(0, Math.min(svg.w, x)))},${f(y)}`);
  }
  pts.push(`${svg.w},${f(base)}`, `${svg.w},${svg.h}`);
  svg.add(`<polygon points="${pts.join(' ')}" fill="${color}"/>`);
  if (volcano) {
    const cx = r.float(0.3, 0.7) * svg.w;
    const top = base - amplitude * 1.6;
    svg.add(
      `<polygon points="${f(cx - 170)},${f(base)} ${f(cx - 22)},${f(top)} ${f(cx + 22)},${f(top)} ${f(cx + 170)},${f(base)}" fill="${color}"/>`,
    );
    svg.add(
      `<ellipse cx="${f(cx)}" cy="${f(top - 14)}" rx="26" ry="12" fill="#ffffff" opacity="0.35"/><ellipse cx="${f(cx + 18)}" cy="${f(top - 30)}" rx="20" ry="9" fill="#ffffff" opacity="0.25"/>`,
    );
  }
}

function sea(svg: Svg, p: Palette, r: Random, top: number): void {
  svg.add(
    `<rect y="${f(top)}" width="${svg.w}" height="${f(svg.h - top)}" fill="${svg.linear([p.sea[0], p.sea[1]])}"/>`,
  );
  const lines = r.int(5, 9);
  for (let i = 0; i < lines; i++) {
    const y = top + ((i + 1) * (svg.h - top)) / (lines + 1);
    const amp = r.float(2, 6);
    svg.add(
      `<path d="M0 ${f(y)} Q ${f(svg.w / 4)} ${f(y - amp)} ${f(svg.w / 2)} ${f(y)} T ${svg.w} ${f(y)}" stroke="#ffffff" stroke-opacity="${r.float(0.12, 0.3).toFixed(2)}" stroke-width="${r.float(1, 2.5).toFixed(1)}" fill="none"/>`,
    );
  }
}

function palm(svg: Svg, r: Random, x: number, ground: number, height: number, color: string): void {
  const lean = r.float(-40, 40);
  const topX = x + lean;
  const topY = ground - height;
  svg.add(
    `<path d="M${f(x)} ${f(ground)} Q ${f(x + lean * 0.2)} ${f(ground - height * 0.5)} ${f(topX)} ${f(topY)}" stroke="${color}" stroke-width="${f(height / 22)}" fill="none" stroke-linecap="round"/>`,
  );
  for (let k = 0; k < 6; k++) {
    const ang = (k / 6) * Math.PI * 2 + r.float(-0.2, 0.2);
    const len = height * r.float(0.35, 0.5);
    const ex = topX + Math.cos(ang) * len;
    const ey = topY + Math.sin(ang) * len * 0.55 + len * 0.25;
    const cx = topX + Math.cos(ang) * len * 0.5;
    const cy = topY - len * 0.25;
    svg.add(
      `<path d="M${f(topX)} ${f(topY)} Q ${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" stroke="${color}" stroke-width="${f(height / 30)}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

function skyline(svg: Svg, p: Palette, r: Random, ground: number): void {
  let x = -10;
  const dark = p.land[2];
  while (x < svg.w) {
    const bw = r.float(34, 80);
    const bh = r.float(70, 230);
    const shade = r.chance(0.5) ? dark : p.land[1];
    svg.add(`<rect x="${f(x)}" y="${f(ground - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${shade}"/>`);
    const cols = Math.max(2, Math.floor(bw / 12));
    const rows = Math.floor(bh / 16);
    const lit: string[] = [];
    for (let cx = 0; cx < cols; cx++) {
      for (let ry = 1; ry < rows; ry++) {
        if (r.chance(0.45)) {
          lit.push(
            `<rect x="${f(x + 5 + cx * ((bw - 8) / cols))}" y="${f(ground - bh + ry * 16)}" width="5" height="7"/>`,
          );
        }
      }
    }
    svg.add(`<g fill="${p.sun}" opacity="0.7">${lit.join('')}</g>`);
    if (r.chance(0.2)) {
      svg.add(
        `<rect x="${f(x + bw / 2 - 1.5)}" y="${f(ground - bh - 30)}" width="3" height="30" fill="${shade}"/>`,
      );
    }
    x += bw + r.float(2, 10);
  }
  // a national-monument-like obelisk in some skylines
  if (r.chance(0.5)) {
    const mx = r.float(0.2, 0.8) * svg.w;
    svg.add(
      `<polygon points="${f(mx - 9)},${f(ground)} ${f(mx - 5)},${f(ground - 220)} ${f(mx + 5)},${f(ground - 220)} ${f(mx + 9)},${f(ground)}" fill="${p.land[2]}"/><ellipse cx="${f(mx)}" cy="${f(ground - 226)}" rx="9" ry="8" fill="${p.warm}"/><rect x="${f(mx - 40)}" y="${f(ground - 22)}" width="80" height="22" fill="${p.land[2]}"/>`,
    );
  }
}

function terraces(svg: Svg, p: Palette, r: Random, top: number): void {
  const bands = r.int(6, 9);
  const greens = ['#9bc53d', '#7fb347', '#5e9c3a', '#4b8b3b', '#6aa84f', '#8cc152', '#3e7b32'];
  for (let i = 0; i < bands; i++) {
    const y = top + (i * (svg.h - top)) / bands;
    const amp = r.float(10, 26);
    const color = greens[(i + r.int(0, 3)) % greens.length] as string;
    svg.add(
      `<path d="M0 ${f(y + amp)} C ${f(svg.w * 0.25)} ${f(y - amp)} ${f(svg.w * 0.6)} ${f(y + amp * 1.5)} ${svg.w} ${f(y)} L ${svg.w} ${svg.h} L 0 ${svg.h} Z" fill="${color}"/>`,
    );
    svg.add(
      `<path d="M0 ${f(y + amp)} C ${f(svg.w * 0.25)} ${f(y - amp)} ${f(svg.w * 0.6)} ${f(y + amp * 1.5)} ${svg.w} ${f(y)}" stroke="${p.sea[0]}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    );
  }
}

function temple(svg: Svg, p: Palette, r: Random, ground: number): void {
  const cx = r.float(0.35, 0.65) * svg.w;
  const levels = r.int(5, 8);
  const baseW = r.float(260, 360);
  const stepH = r.float(14, 20);
  const stone = r.pick(['#6b5e57', '#5d5452', '#7a6a5c', '#4f4744']);
  for (let i = 0; i < levels; i++) {
    const w = baseW * (1 - i / (levels + 1.5));
    svg.add(
      `<rect x="${f(cx - w / 2)}" y="${f(ground - (i + 1) * stepH)}" width="${f(w)}" height="${f(stepH)}" fill="${stone}" opacity="${(0.85 + i * 0.02).toFixed(2)}"/>`,
    );
    const stupas = Math.floor(w / 34);
    for (let k = 0; k < stupas && i > levels - 4; k++) {
      const sx = cx - w / 2 + 17 + k * 34;
      svg.add(`<path d="M${f(sx - 8)} ${f(ground - (i + 1) * stepH)} a 8 9 0 0 1 16 0 Z" fill="${stone}"/>`);
    }
  }
  const topY = ground - levels * stepH;
  svg.add(
    `<path d="M${f(cx - 26)} ${f(topY)} a 26 30 0 0 1 52 0 Z" fill="${stone}"/><rect x="${f(cx - 3)}" y="${f(topY - 52)}" width="6" height="24" fill="${stone}"/>`,
  );
  svg.add(`<rect y="${f(ground)}" width="${svg.w}" height="${f(svg.h - ground)}" fill="${p.land[0]}"/>`);
}

function pool(svg: Svg, p: Palette, r: Random): void {
  const horizon = svg.h * 0.42;
  sky(svg, p, r, horizon);
  ridge(svg, r, horizon, 40, p.land[1], r.int(3, 5));
  svg.add(
    `<rect y="${f(horizon)}" width="${svg.w}" height="${f(svg.h - horizon)}" fill="${svg.linear(['#efe3cf', '#d8c3a5'])}"/>`,
  );
  const left = r.float(30, 140);
  const right = svg.w - r.float(30, 140);
  const top = horizon + r.float(25, 45);
  svg.add(
    `<polygon points="${f(left + 60)},${f(top)} ${f(right - 60)},${f(top)} ${f(right)},${f(svg.h - 30)} ${f(left)},${f(svg.h - 30)}" fill="${svg.linear(['#7fdbea', '#1fa2c4'])}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const y = top + 18 + i * ((svg.h - 60 - top) / 7);
    svg.add(
      `<path d="M${f(left + 40)} ${f(y)} q 40 -6 80 0 t 80 0 t 80 0 t 80 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    );
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const lx = r.chance(0.5) ? r.float(5, left) : r.float(right, svg.w - 60);
    const ly = r.float(horizon + 40, svg.h - 40);
    svg.add(
      `<rect x="${f(lx)}" y="${f(ly)}" width="56" height="14" rx="4" fill="${r.pick(FABRICS)}"/><rect x="${f(lx + 40)}" y="${f(ly - 14)}" width="16" height="16" rx="3" fill="${r.pick(FABRICS)}"/>`,
    );
  }
  palm(svg, r, r.float(20, 90), horizon + 30, r.float(150, 210), p.land[2]);
  palm(svg, r, svg.w - r.float(20, 90), horizon + 30, r.float(140, 200), p.land[2]);
}

function room(svg: Svg, r: Random): void {
  const wall = r.pick(ROOM_WALLS);
  const wood = r.pick(WOODS);
  const fabric = r.pick(FABRICS);
  const floorY = svg.h * r.float(0.66, 0.74);
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([wall, '#d9d2c5'])}"/>`);
  svg.add(
    `<rect y="${f(floorY)}" width="${svg.w}" height="${f(svg.h - floorY)}" fill="${svg.linear([wood, '#4a3426'])}"/>`,
  );
  // window with a view
  const wx = r.float(30, 120);
  const ww = r.float(150, 220);
  const wy = 40;
  const wh = floorY - 110;
  const view = PALETTES[r.int(0, PALETTES.length - 1)] as Palette;
  svg.add(
    `<rect x="${f(wx)}" y="${wy}" width="${f(ww)}" height="${f(wh)}" fill="${svg.linear([view.sky[0], view.sky[2]])}"/>`,
  );
  svg.add(
    `<rect x="${f(wx)}" y="${f(wy + wh * 0.65)}" width="${f(ww)}" height="${f(wh * 0.35)}" fill="${view.sea[0]}"/>`,
  );
  svg.add(
    `<rect x="${f(wx)}" y="${wy}" width="${f(ww)}" height="${f(wh)}" fill="none" stroke="#ffffff" stroke-width="8"/><line x1="${f(wx + ww / 2)}" y1="${wy}" x2="${f(wx + ww / 2)}" y2="${f(wy + wh)}" stroke="#ffffff" stroke-width="5"/>`,
  );
  svg.add(
    `<rect x="${f(wx - 24)}" y="30" width="26" height="${f(wh + 20)}" fill="${fabric}" opacity="0.85"/>`,
  );
  // bed
  const bx = wx + ww + r.float(20, 60);
  const bw = Math.min(svg.w - bx - 20, r.float(250, 320));
  const by = floorY - 60;
  svg.add(`<rect x="${f(bx)}" y="${f(by - 90)}" width="${f(bw)}" height="100" rx="6" fill="${wood}"/>`);
  svg.add(`<rect x="${f(bx - 10)}" y="${f(by)}" width="${f(bw + 20)}" height="70" rx="8" fill="#fbfbf8"/>`);
  svg.add(`<rect x="${f(bx - 10)}" y="${f(by + 30)}" width="${f(bw + 20)}" height="26" fill="${fabric}"/>`);
  svg.add(
    `<rect x="${f(bx + 14)}" y="${f(by - 22)}" width="${f(bw / 2 - 24)}" height="30" rx="10" fill="#ffffff"/><rect x="${f(bx + bw / 2 + 10)}" y="${f(by - 22)}" width="${f(bw / 2 - 24)}" height="30" rx="10" fill="#ffffff"/>`,
  );
  // lamp
  const lx = Math.min(svg.w - 30, bx + bw + 18);
  svg.add(
    `<rect x="${f(lx - 3)}" y="${f(by - 40)}" width="6" height="60" fill="#6b6b6b"/><polygon points="${f(lx - 20)},${f(by - 40)} ${f(lx + 20)},${f(by - 40)} ${f(lx + 12)},${f(by - 70)} ${f(lx - 12)},${f(by - 70)}" fill="#f6e7c1"/><circle cx="${f(lx)}" cy="${f(by - 55)}" r="60" fill="${svg.radial('#fff2c6', '#fff2c6', 0)}" opacity="0.5"/>`,
  );
}

function lobby(svg: Svg, p: Palette, r: Random): void {
  const wall = r.pick(ROOM_WALLS);
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([wall, '#cfc4b2'])}"/>`);
  const floorY = svg.h * 0.62;
  svg.add(
    `<rect y="${f(floorY)}" width="${svg.w}" height="${f(svg.h - floorY)}" fill="${svg.linear(['#e9e2d6', '#b9ab95'])}"/>`,
  );
  for (let i = -6; i <= 6; i++) {
    svg.add(
      `<line x1="${f(svg.w / 2 + i * 30)}" y1="${f(floorY)}" x2="${f(svg.w / 2 + i * 120)}" y2="${svg.h}" stroke="#8d7f6a" stroke-opacity="0.35"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    svg.add(
      `<rect x="${f(40 + i * 120)}" y="40" width="22" height="${f(floorY - 40)}" fill="${r.pick(WOODS)}" opacity="0.8"/>`,
    );
  }
  const cx = svg.w / 2;
  svg.add(`<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="60" stroke="#7a6a4f" stroke-width="2"/>`);
  for (let k = 0; k < 7; k++) {
    svg.add(`<circle cx="${f(cx - 60 + k * 20)}" cy="${f(70 + (k % 2) * 10)}" r="7" fill="${p.sun}"/>`);
  }
  svg.add(
    `<circle cx="${f(cx)}" cy="75" r="110" fill="${svg.radial('#fff4d1', '#fff4d1', 0)}" opacity="0.6"/>`,
  );
  svg.add(
    `<rect x="${f(cx - 110)}" y="${f(floorY - 50)}" width="220" height="60" rx="6" fill="${r.pick(WOODS)}"/>`,
  );
  for (const px of [70, svg.w - 70]) {
    svg.add(`<rect x="${px - 18}" y="${f(floorY - 10)}" width="36" height="40" fill="#6d6875"/>`);
    for (let k = 0; k < 7; k++) {
      svg.add(
        `<ellipse cx="${f(px + (k - 3) * 9)}" cy="${f(floorY - 30 - (k % 3) * 16)}" rx="9" ry="24" fill="${p.land[k % 3]}" transform="rotate(${(k - 3) * 12} ${f(px)} ${f(floorY - 10)})"/>`,
      );
    }
  }
}

function promo(svg: Svg, r: Random): void {
  const schemes = [
    ['#ff6a3d', '#ffb03a'],
    ['#0066cc', '#00b4d8'],
    ['#7b2cbf', '#e0569b'],
    ['#00916e', '#7bd389'],
    ['#d62828', '#f77f00'],
    ['#005f73', '#0a9396'],
    ['#3a0ca3', '#4cc9f0'],
    ['#bc4749', '#f2e8cf'],
  ];
  const [a, b] = r.pick(schemes) as [string, string];
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([a, b], false)}"/>`);
  for (let i = 0; i < r.int(3, 6); i++) {
    svg.add(
      `<circle cx="${f(r.float(0, svg.w))}" cy="${f(r.float(0, svg.h))}" r="${f(r.float(40, 160))}" fill="#ffffff" opacity="${r.float(0.06, 0.16).toFixed(2)}"/>`,
    );
  }
  // a big percent sign built from shapes
  const px = r.float(0.62, 0.8) * svg.w;
  const py = svg.h / 2;
  svg.add(
    `<g fill="none" stroke="#ffffff" stroke-width="16" opacity="0.9"><circle cx="${f(px - 40)}" cy="${f(py - 45)}" r="26"/><circle cx="${f(px + 40)}" cy="${f(py + 45)}" r="26"/></g><line x1="${f(px + 55)}" y1="${f(py - 80)}" x2="${f(px - 55)}" y2="${f(py + 80)}" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.9"/>`,
  );
  // a suitcase and a ticket
  const sx = r.float(0.12, 0.3) * svg.w;
  const sy = py - 30;
  svg.add(
    `<rect x="${f(sx)}" y="${f(sy)}" width="110" height="90" rx="12" fill="#ffffff" opacity="0.95"/><rect x="${f(sx + 35)}" y="${f(sy - 22)}" width="40" height="26" rx="6" fill="none" stroke="#ffffff" stroke-width="8"/><rect x="${f(sx + 20)}" y="${f(sy)}" width="10" height="90" fill="${a}"/><rect x="${f(sx + 80)}" y="${f(sy)}" width="10" height="90" fill="${a}"/>`,
  );
  for (let i = 0; i < 26; i++) {
    svg.add(
      `<rect x="${f(r.float(0, svg.w))}" y="${f(r.float(0, svg.h))}" width="${f(r.float(4, 9))}" height="${f(r.float(8, 16))}" fill="${r.pick(['#ffffff', '#ffd166', '#06d6a0', '#ef476f'])}" opacity="0.8" transform="rotate(${r.int(0, 180)})"/>`,
    );
  }
}

function landscape(svg: Svg, scene: SceneName, p: Palette, r: Random): void {
  const horizon = svg.h * r.float(0.5, 0.62);
  sky(svg, p, r, horizon);
  switch (scene) {
    case 'beach':
    case 'island': {
      if (scene === 'island') {
        const ix = r.float(0.2, 0.6) * svg.w;
        svg.add(
          `<ellipse cx="${f(ix)}" cy="${f(horizon)}" rx="${f(r.float(90, 160))}" ry="${f(r.float(30, 60))}" fill="${p.land[1]}"/>`,
        );
        svg.add(`<ellipse cx="${f(ix + 220)}" cy="${f(horizon)}" rx="60" ry="22" fill="${p.land[2]}"/>`);
      } else {
        ridge(svg, r, horizon, 30, p.land[1], r.int(2, 4));
      }
      sea(svg, p, r, horizon);
      const sandY = svg.h * r.float(0.78, 0.86);
      svg.add(
        `<path d="M0 ${f(sandY)} Q ${f(svg.w * 0.5)} ${f(sandY - 30)} ${svg.w} ${f(sandY + 10)} L ${svg.w} ${svg.h} L 0 ${svg.h} Z" fill="${svg.linear(['#f3dfb0', '#e3c18a'])}"/>`,
      );
      palm(svg, r, r.float(20, 140), sandY + 10, r.float(170, 240), p.land[2]);
      if (r.chance(0.6)) palm(svg, r, r.float(420, 580), sandY + 10, r.float(120, 180), p.land[2]);
      if (r.chance(0.5)) {
        const bx = r.float(200, 420);
        svg.add(
          `<path d="M${f(bx)} ${f(horizon + 30)} q 40 18 80 0 l -10 10 q -30 10 -60 0 Z" fill="${p.accent}"/>`,
        );
      }
      break;
    }
    case 'mountain': {
      ridge(svg, r, horizon - 40, 90, p.land[0], 3, true);
      ridge(svg, r, horizon + 20, 60, p.land[1], r.int(4, 6));
      ridge(svg, r, horizon + 80, 50, p.land[2], r.int(5, 7));
      break;
    }
    case 'lake': {
      ridge(svg, r, horizon, 110, p.land[0], 3, r.chance(0.6));
      sea(svg, p, r, horizon);
      svg.add(`<rect y="${f(horizon)}" width="${svg.w}" height="30" fill="${p.sky[2]}" opacity="0.25"/>`);
      ridge(svg, r, svg.h - 20, 40, p.land[2], 6);
      break;
    }
    case 'ricefield': {
      ridge(svg, r, horizon - 10, 70, p.land[0], 3, r.chance(0.5));
      terraces(svg, p, r, horizon);
      palm(svg, r, r.float(380, 560), horizon + 60, r.float(140, 200), p.land[2]);
      break;
    }
    case 'temple': {
      ridge(svg, r, horizon, 80, p.land[0], 3, true);
      temple(svg, p, r, svg.h * 0.8);
      break;
    }
    case 'city': {
      ridge(svg, r, horizon, 30, p.land[0], 4);
      skyline(svg, p, r, svg.h * 0.86);
      svg.add(
        `<rect y="${f(svg.h * 0.86)}" width="${svg.w}" height="${f(svg.h * 0.14)}" fill="${p.land[2]}"/>`,
      );
      break;
    }
    default:
      break;
  }
}

/** The SVG source of a picture, drawn at its nominal size (spec.width × spec.height). */
export function drawScene(spec: MediaSpec): string {
  const r = new Random(`scene:${spec.key}`);
  const svg = new Svg(spec.width, spec.height);
  const palette = r.pick(PALETTES);
  switch (spec.scene) {
    case 'room':
      room(svg, r);
      break;
    case 'lobby':
      lobby(svg, palette, r);
      break;
    case 'pool':
      pool(svg, palette, r);
      break;
    case 'promo':
      promo(svg, r);
      break;
    default:
      landscape(svg, spec.scene, palette, r);
  }
  return svg.toString();
}
