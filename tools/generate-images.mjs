#!/usr/bin/env node
/**
 * Generates the public site's images (project, blog, testimonial and site pictures) from SVG art
 * in the brand palette, deterministically: the same script gives the same pictures.
 *
 *   npm run images                 # every image
 *   npm run images -- about-1 og   # only the names containing one of these words
 *
 * For every image X it writes, in frontends/shell/public/images/:
 *   X.jpg (progressive mozjpeg), X.webp, X-640.jpg and X-640.webp (640 px wide).
 * and frontends/shell/public/favicon.ico (16, 32 and 48 px) from the site's favicon.svg: the icon
 * the pages link (a browser only decodes its pictures, where an SVG icon is drawn as a document of
 * its own after each first paint), and what feed readers and crawlers ask /favicon.ico for.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'frontends/shell/public');
const outDir = join(publicDir, 'images');

/* ------------------------------------------------------------------------------------------------
 * Brand palette (frontends/shared/ui/src/styles/styles.css, light and dark tokens)
 * ---------------------------------------------------------------------------------------------- */
const C = {
  ink: '#0f172a',
  inverse: '#0b1024',
  night: '#0b1020',
  surfaceDark: '#111831',
  raisedDark: '#18213d',
  lineDark: '#26304d',
  muted: '#475569',
  subtle: '#7c8699',
  line: '#e2e8f0',
  surfaceMuted: '#f5f7fb',
  white: '#ffffff',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primarySoft: '#eef2ff',
  primarySoftFg: '#3730a3',
  ring: '#6366f1',
  indigoLight: '#818cf8',
  indigoPale: '#a5b4fc',
  indigoMist: '#c7d2fe',
  deep: '#1e1b4b',
  deep2: '#312e81',
  accent: '#0e7490',
  accentLight: '#67e8f9',
  cyan: '#22d3ee',
  success: '#15803d',
  successLight: '#4ade80',
  successSoft: '#dcfce7',
  warning: '#facc15',
  amber: '#f59e0b',
  rose: '#fb7185',
  danger: '#b91c1c',
};

/* ------------------------------------------------------------------------------------------------
 * Deterministic randomness
 * ---------------------------------------------------------------------------------------------- */
function seeded(name) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

const r1 = (n) => Math.round(n * 10) / 10;

/* ------------------------------------------------------------------------------------------------
 * Building blocks
 * ---------------------------------------------------------------------------------------------- */
let uid = 0;
const id = (prefix) => `${prefix}${++uid}`;

const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
/** A rounded "text line" placeholder. */
const bar = (x, y, w, h, fill, opacity = 1) =>
  rect(x, y, w, h, fill, h / 2, `opacity="${opacity}"`);

/** Shared <defs>: soft shadow filters. */
const baseDefs = `
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="22"/>
    <feOffset dy="26" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.32"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="shadowSm" x="-20%" y="-20%" width="140%" height="160%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="10"/>
    <feOffset dy="10" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>`;

/** Background: a diagonal gradient, glowing colour fields and a faint dot grid. */
function background(w, h, { from, to, glows = [], dots = 'rgba(255,255,255,0.07)', angle = 1 }) {
  const g = id('bg');
  let defs = `<linearGradient id="${g}" x1="0" y1="0" x2="${angle}" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let body = rect(0, 0, w, h, `url(#${g})`);
  for (const glow of glows) {
    const gid = id('glow');
    defs += `<radialGradient id="${gid}"><stop offset="0" stop-color="${glow.color}" stop-opacity="${glow.opacity ?? 0.55}"/>
      <stop offset="1" stop-color="${glow.color}" stop-opacity="0"/></radialGradient>`;
    body += `<ellipse cx="${r1(glow.x * w)}" cy="${r1(glow.y * h)}" rx="${r1(glow.r * w)}" ry="${r1(glow.r * w * (glow.squash ?? 0.8))}" fill="url(#${gid})"/>`;
  }
  if (dots) {
    const p = id('dots');
    defs += `<pattern id="${p}" width="32" height="32" patternUnits="userSpaceOnUse">${circle(2, 2, 1.6, dots)}</pattern>`;
    body += rect(0, 0, w, h, `url(#${p})`);
  }
  return { defs, body };
}

const darkBg = (w, h, hueA = C.ring, hueB = C.accent) =>
  background(w, h, {
    from: C.inverse,
    to: C.deep,
    glows: [
      { x: 0.1, y: 0.05, r: 0.55, color: hueA, opacity: 0.45 },
      { x: 0.95, y: 1.0, r: 0.5, color: hueB, opacity: 0.4 },
    ],
  });

const lightBg = (w, h, hueA = C.indigoMist, hueB = C.accentLight) =>
  background(w, h, {
    from: C.primarySoft,
    to: C.surfaceMuted,
    dots: 'rgba(79,70,229,0.10)',
    glows: [
      { x: 0.0, y: 0.0, r: 0.5, color: hueA, opacity: 0.8 },
      { x: 1.0, y: 1.0, r: 0.45, color: hueB, opacity: 0.45 },
    ],
  });

/** A browser window; `content(x, y, w, h)` draws the page inside. */
function browser(x, y, w, h, content, { dark = false, radius = 18 } = {}) {
  const clip = id('clip');
  const chrome = dark ? C.raisedDark : '#f1f4f9';
  const page = dark ? C.surfaceDark : C.white;
  const top = 44;
  return `<g filter="url(#shadow)">
    <clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath>
    <g clip-path="url(#${clip})">
      ${rect(x, y, w, h, page)}
      ${rect(x, y, w, top, chrome)}
      ${circle(x + 24, y + top / 2, 6, '#f87171')}${circle(x + 44, y + top / 2, 6, '#fbbf24')}${circle(x + 64, y + top / 2, 6, '#34d399')}
      ${bar(x + w * 0.3, y + 13, w * 0.4, 18, dark ? C.lineDark : C.white)}
      ${content(x, y + top, w, h - top)}
    </g>
    <rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${h - 1}" rx="${radius}" fill="none" stroke="${dark ? C.lineDark : 'rgba(15,23,42,0.08)'}"/>
  </g>`;
}

/** A phone; `content(x, y, w, h)` draws the screen. */
function phone(x, y, w, h, content, { dark = false } = {}) {
  const clip = id('clip');
  const bezel = 12;
  const screen = dark ? C.surfaceDark : C.white;
  return `<g filter="url(#shadow)">
    ${rect(x, y, w, h, '#0b1024', 44)}
    <clipPath id="${clip}"><rect x="${x + bezel}" y="${y + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}" rx="34"/></clipPath>
    <g clip-path="url(#${clip})">
      ${rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, screen)}
      ${content(x + bezel, y + bezel + 36, w - 2 * bezel, h - 2 * bezel - 36)}
    </g>
    ${bar(x + w / 2 - 46, y + bezel + 10, 92, 24, '#0b1024')}
  </g>`;
}

/** A small card with a shadow. */
const card = (x, y, w, h, fill = C.white, rx = 16, shadow = 'shadowSm') =>
  `<g filter="url(#${shadow})">${rect(x, y, w, h, fill, rx)}</g>`;

/** A smooth line through points. */
function smoothPath(points) {
  let d = `M${r1(points[0][0])},${r1(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += ` C${r1(mx)},${r1(y0)} ${r1(mx)},${r1(y1)} ${r1(x1)},${r1(y1)}`;
  }
  return d;
}

function lineChart(
  x,
  y,
  w,
  h,
  rnd,
  { color = C.primary, fillOpacity = 0.18, rising = true, n = 9, grid = C.line } = {},
) {
  const pts = [];
  let v = rnd.range(0.25, 0.45);
  for (let i = 0; i < n; i++) {
    v = Math.min(
      0.95,
      Math.max(0.08, v + (rising ? rnd.range(-0.06, 0.14) : rnd.range(-0.12, 0.12))),
    );
    pts.push([x + (w * i) / (n - 1), y + h - v * h]);
  }
  const g = id('area');
  let s = `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${fillOpacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>`;
  for (let i = 0; i <= 3; i++) s += rect(x, y + (h * i) / 3, w, 1.5, grid);
  const line = smoothPath(pts);
  s += `<path d="${line} L${x + w},${y + h} L${x},${y + h} Z" fill="url(#${g})"/>`;
  s += `<path d="${line}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
  const [lx, ly] = pts[pts.length - 1];
  s += circle(lx, ly, 8, C.white, `stroke="${color}" stroke-width="4"`);
  return s;
}

function bars(
  x,
  y,
  w,
  h,
  rnd,
  { colors = [C.primary, C.indigoPale], n = 8, gap = 0.4, rising = false } = {},
) {
  const bw = w / (n + (n - 1) * gap);
  let s = '';
  for (let i = 0; i < n; i++) {
    const v = rising ? 0.25 + (0.7 * i) / (n - 1) + rnd.range(-0.08, 0.05) : rnd.range(0.3, 0.95);
    const bh = h * Math.min(1, v);
    s += rect(
      x + i * bw * (1 + gap),
      y + h - bh,
      bw,
      bh,
      colors[i % colors.length],
      Math.min(8, bw / 3),
    );
  }
  return s;
}

function donut(cx, cy, r, parts, { width = 26, track = C.line } = {}) {
  const circ = 2 * Math.PI * r;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${track}" stroke-width="${width}"/>`;
  let offset = 0;
  for (const [value, color] of parts) {
    const len = circ * value;
    s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="${r1(len - 4)} ${r1(circ)}" stroke-dashoffset="${r1(-offset)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += len;
  }
  return s;
}

/** A KPI tile: label line, big number bar and a small trend pill. */
function kpi(x, y, w, h, { dark = false, color = C.primary, trend = C.success } = {}) {
  return (
    card(x, y, w, h, dark ? C.raisedDark : C.white, 16) +
    bar(x + 22, y + 22, w * 0.45, 10, dark ? C.lineDark : C.line) +
    bar(x + 22, y + 46, w * 0.55, 22, color) +
    bar(x + w - 74, y + h - 36, 52, 16, trend, 0.85)
  );
}

/** Text-ish paragraph. */
function lines(x, y, w, n, { color = C.line, height = 10, gap = 20, last = 0.6 } = {}) {
  let s = '';
  for (let i = 0; i < n; i++) s += bar(x, y + i * gap, i === n - 1 ? w * last : w, height, color);
  return s;
}

/** A picture placeholder: gradient with a sun and hills, to suggest a photo inside a mockup. */
function photo(
  x,
  y,
  w,
  h,
  { from = C.indigoMist, to = C.ring, hill = C.deep2, sun = C.amber, rx = 12 } = {},
) {
  const g = id('ph');
  const clip = id('clip');
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath></defs>
    <g clip-path="url(#${clip})">${rect(x, y, w, h, `url(#${g})`)}
    ${circle(x + w * 0.72, y + h * 0.34, Math.min(w, h) * 0.12, sun, 'opacity="0.9"')}
    <path d="M${x},${y + h * 0.78} Q${x + w * 0.25},${y + h * 0.45} ${x + w * 0.5},${y + h * 0.7} T${x + w},${y + h * 0.6} V${y + h} H${x} Z" fill="${hill}" opacity="0.55"/>
    <path d="M${x},${y + h * 0.9} Q${x + w * 0.35},${y + h * 0.62} ${x + w * 0.7},${y + h * 0.85} T${x + w},${y + h * 0.8} V${y + h} H${x} Z" fill="${hill}"/></g>`;
}

/** Site header inside a mockup: logo, nav and a button. */
function siteNav(x, y, w, { dark = false, brand = C.primary } = {}) {
  const t = dark ? C.lineDark : C.line;
  let s =
    circle(x + 40, y + 34, 13, brand) +
    bar(x + 60, y + 28, 90, 12, dark ? C.indigoPale : C.ink, 0.8);
  for (let i = 0; i < 4; i++) s += bar(x + w * 0.45 + i * 78, y + 29, 56, 10, t);
  s += bar(x + w - 150, y + 18, 118, 32, brand);
  return s;
}

/* ------------------------------------------------------------------------------------------------
 * Page contents for mockups
 * ---------------------------------------------------------------------------------------------- */
function heroPage(brand, photoOpts, { dark = false } = {}) {
  return (x, y, w, h) => {
    const fg = dark ? C.white : C.ink;
    let s = siteNav(x, y, w, { dark, brand });
    s += bar(x + 40, y + 110, w * 0.36, 30, fg, 0.92) + bar(x + 40, y + 152, w * 0.3, 30, fg, 0.92);
    s += lines(x + 40, y + 210, w * 0.36, 3, { color: dark ? C.lineDark : C.line, gap: 22 });
    s +=
      bar(x + 40, y + 290, 150, 44, brand) +
      rect(x + 200, y + 290, 120, 44, 'none', 22, `stroke="${brand}" stroke-width="2"`);
    s += photo(x + w * 0.5, y + 96, w * 0.46, h * 0.52, photoOpts);
    const cy = y + h * 0.52 + 130;
    for (let i = 0; i < 3; i++) {
      const cx = x + 40 + i * ((w - 80) / 3);
      const cw = (w - 80) / 3 - 24;
      s += rect(cx, cy, cw, h - (cy - y) - 20, dark ? C.raisedDark : C.surfaceMuted, 14);
      s += circle(cx + 34, cy + 36, 16, brand, 'opacity="0.85"');
      s += lines(cx + 22, cy + 70, cw - 44, 2, { color: dark ? C.lineDark : C.line });
    }
    return s;
  };
}

function bookingPage(brand) {
  return (x, y, w, h) => {
    let s = siteNav(x, y, w, { brand });
    s +=
      bar(x + 40, y + 100, w * 0.28, 26, C.ink, 0.9) +
      lines(x + 40, y + 142, w * 0.3, 2, { gap: 20 });
    // calendar
    const cx = x + 40;
    const cy = y + 200;
    const cw = w * 0.52;
    s += rect(cx, cy, cw, h - 230, C.surfaceMuted, 16);
    s += bar(cx + 24, cy + 24, 140, 14, C.ink, 0.7);
    const cell = (cw - 48) / 7;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 7; c++) {
        const day = r * 7 + c;
        const fill = day === 17 ? brand : day % 5 === 2 || day % 7 === 6 ? C.line : C.white;
        s += rect(
          cx + 24 + c * cell,
          cy + 60 + r * (cell * 0.72),
          cell - 8,
          cell * 0.72 - 8,
          fill,
          8,
        );
      }
    // time slots
    const sx = x + w * 0.6;
    s += bar(sx, y + 200, 120, 14, C.ink, 0.7);
    for (let i = 0; i < 6; i++) {
      const active = i === 2;
      s += rect(
        sx,
        y + 232 + i * 56,
        w * 0.34,
        44,
        active ? brand : C.white,
        12,
        active ? '' : `stroke="${C.line}" stroke-width="2"`,
      );
      s += bar(sx + 20, y + 249 + i * 56, 80, 10, active ? C.white : C.subtle, active ? 1 : 0.6);
    }
    return s;
  };
}

function dashboardPage(rnd, { dark = true } = {}) {
  return (x, y, w, h) => {
    const side = 200;
    let s = rect(x, y, side, h, dark ? C.inverse : C.surfaceMuted);
    s +=
      circle(x + 36, y + 38, 12, C.indigoLight) +
      bar(x + 56, y + 32, 90, 12, dark ? C.indigoPale : C.ink, 0.7);
    for (let i = 0; i < 6; i++) {
      if (i === 1)
        s += rect(x + 14, y + 84 + i * 46, side - 28, 36, dark ? C.deep2 : C.primarySoft, 10);
      s += rect(
        x + 30,
        y + 95 + i * 46,
        14,
        14,
        i === 1 ? C.indigoLight : dark ? C.lineDark : C.line,
        4,
      );
      s += bar(
        x + 56,
        y + 97 + i * 46,
        90 - (i % 3) * 14,
        10,
        i === 1 ? C.indigoPale : dark ? C.lineDark : C.line,
      );
    }
    const px = x + side + 28;
    const pw = w - side - 56;
    const kw = (pw - 36) / 4;
    const colors = [C.indigoLight, C.accentLight, C.successLight, C.warning];
    for (let i = 0; i < 4; i++)
      s += kpi(px + i * (kw + 12), y + 24, kw, 104, {
        dark,
        color: colors[i],
        trend: i === 3 ? C.rose : C.successLight,
      });
    const chartY = y + 150;
    const chartH = h - 180;
    s += card(px, chartY, pw * 0.62, chartH, dark ? C.raisedDark : C.white);
    s += bar(px + 24, chartY + 22, 160, 12, dark ? C.indigoPale : C.ink, 0.7);
    s += lineChart(px + 24, chartY + 64, pw * 0.62 - 48, chartH - 96, rnd, {
      color: C.indigoLight,
      grid: dark ? C.lineDark : C.line,
      fillOpacity: 0.35,
    });
    const rx = px + pw * 0.62 + 16;
    const rw = pw * 0.38 - 16;
    s += card(rx, chartY, rw, chartH, dark ? C.raisedDark : C.white);
    s += donut(
      rx + rw / 2,
      chartY + chartH * 0.4,
      Math.min(rw, chartH) * 0.26,
      [
        [0.46, C.indigoLight],
        [0.28, C.accentLight],
        [0.16, C.successLight],
      ],
      { track: dark ? C.lineDark : C.line, width: 24 },
    );
    for (let i = 0; i < 3; i++) {
      const ly = chartY + chartH * 0.74 + i * 26;
      s +=
        circle(rx + 30, ly + 5, 6, colors[i]) +
        bar(rx + 46, ly, rw * 0.5, 10, dark ? C.lineDark : C.line);
    }
    return s;
  };
}

function catalogPage(rnd, brand) {
  return (x, y, w, h) => {
    let s = siteNav(x, y, w, { brand });
    s += rect(x + 32, y + 80, 200, h - 100, C.surfaceMuted, 14);
    for (let i = 0; i < 7; i++) {
      s += rect(
        x + 52,
        y + 110 + i * 44,
        18,
        18,
        i % 3 === 0 ? brand : C.white,
        5,
        `stroke="${C.line}" stroke-width="2"`,
      );
      s += bar(x + 82, y + 114 + i * 44, 100 - (i % 3) * 16, 10, C.subtle, 0.5);
    }
    const gx = x + 256;
    const cols = 3;
    const cw = (w - 256 - 32 - (cols - 1) * 20) / cols;
    const ch = (h - 100 - 20) / 2;
    const tones = [
      [C.indigoMist, C.ring, C.deep2],
      [C.accentLight, C.accent, '#164e63'],
      ['#fde68a', C.amber, '#92400e'],
      [C.successSoft, C.successLight, C.success],
      [C.primarySoft, C.indigoLight, C.primarySoftFg],
      ['#cffafe', C.cyan, C.accent],
    ];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < cols; c++) {
        const cx = gx + c * (cw + 20);
        const cy = y + 80 + r * (ch + 20);
        const [a, b, hill] = tones[(r * cols + c + rnd.int(0, 5)) % tones.length];
        s += rect(cx, cy, cw, ch, C.white, 14, `stroke="${C.line}" stroke-width="2"`);
        s += photo(cx + 10, cy + 10, cw - 20, ch * 0.6, { from: a, to: b, hill, sun: C.white });
        s += bar(cx + 18, cy + ch * 0.6 + 28, cw * 0.6, 12, C.ink, 0.75);
        s += bar(cx + 18, cy + ch * 0.6 + 52, cw * 0.3, 12, brand);
      }
    return s;
  };
}

function productPage(brand) {
  return (x, y, w, h) => {
    let s = siteNav(x, y, w, { brand });
    s += photo(x + 40, y + 84, w * 0.48, h - 210, {
      from: '#fde68a',
      to: C.amber,
      hill: '#78350f',
      sun: C.white,
    });
    for (let i = 0; i < 4; i++)
      s += photo(x + 40 + i * ((w * 0.48 + 12) / 4), y + h - 110, (w * 0.48 - 36) / 4, 90, {
        from: i === 0 ? '#fde68a' : C.indigoMist,
        to: i === 0 ? C.amber : C.ring,
        hill: i === 0 ? '#78350f' : C.deep2,
        sun: C.white,
        rx: 10,
      });
    const px = x + w * 0.56;
    const pw = w * 0.38;
    s += bar(px, y + 96, 120, 12, brand, 0.8);
    s += bar(px, y + 126, pw, 28, C.ink, 0.9) + bar(px, y + 164, pw * 0.7, 28, C.ink, 0.9);
    for (let i = 0; i < 5; i++) s += circle(px + 10 + i * 26, y + 222, 9, C.amber);
    s += bar(px, y + 258, 140, 30, C.ink, 0.85);
    s += lines(px, y + 316, pw, 4, { gap: 22 });
    for (let i = 0; i < 4; i++)
      s += rect(
        px + i * 70,
        y + 422,
        58,
        44,
        i === 1 ? C.primarySoft : C.white,
        10,
        `stroke="${i === 1 ? brand : C.line}" stroke-width="2"`,
      );
    s += bar(px, y + 494, pw, 56, brand);
    s += bar(px + pw * 0.32, y + 516, pw * 0.36, 12, C.white);
    return s;
  };
}

function checkoutPage(brand) {
  return (x, y, w, h) => {
    let s = siteNav(x, y, w, { brand });
    // steps
    for (let i = 0; i < 3; i++) {
      s += circle(x + 60 + i * 180, y + 106, 16, i < 2 ? brand : C.line);
      if (i < 2) s += rect(x + 80 + i * 180, y + 104, 140, 4, i < 1 ? brand : C.line, 2);
    }
    const fw = w * 0.52;
    for (let i = 0; i < 5; i++) {
      const half = i === 2 || i === 3;
      const fx = x + 40 + (i === 3 ? fw / 2 + 8 : 0);
      const fy = y + 150 + (i > 2 ? 3 : i) * 84;
      s += bar(fx, fy, 100, 10, C.subtle, 0.6);
      s += rect(
        fx,
        fy + 20,
        half ? fw / 2 - 8 : fw,
        46,
        C.white,
        10,
        `stroke="${C.line}" stroke-width="2"`,
      );
    }
    s +=
      bar(x + 40, y + h - 80, fw, 54, brand) +
      bar(x + 40 + fw * 0.35, y + h - 60, fw * 0.3, 12, C.white);
    const sx = x + w * 0.62;
    const sw = w * 0.34;
    s += rect(sx, y + 150, sw, h - 190, C.surfaceMuted, 16);
    for (let i = 0; i < 3; i++) {
      s += photo(sx + 22, y + 176 + i * 96, 72, 72, {
        from: C.indigoMist,
        to: i === 1 ? C.amber : C.ring,
        hill: C.deep2,
        sun: C.white,
        rx: 10,
      });
      s +=
        bar(sx + 112, y + 192 + i * 96, sw * 0.4, 12, C.ink, 0.7) +
        bar(sx + 112, y + 218 + i * 96, sw * 0.2, 10, C.subtle, 0.5);
      s += bar(sx + sw - 86, y + 192 + i * 96, 60, 12, C.ink, 0.7);
    }
    s += rect(sx + 22, y + 474, sw - 44, 2, C.line);
    s += bar(sx + 22, y + 496, 90, 16, C.ink, 0.85) + bar(sx + sw - 126, y + 496, 100, 16, brand);
    return s;
  };
}

function chatScreen(brand, { dark = true, compact = false } = {}) {
  return (x, y, w, h) => {
    const bubbleOther = dark ? C.raisedDark : C.surfaceMuted;
    const lineC = dark ? C.lineDark : C.line;
    let s = rect(x, y, w, 64, dark ? C.inverse : C.white) + rect(x, y + 64, w, 1.5, lineC);
    s += circle(x + 40, y + 32, 18, brand) + circle(x + 40, y + 32, 7, C.white);
    s +=
      bar(x + 70, y + 20, 120, 12, dark ? C.indigoPale : C.ink, 0.8) +
      bar(x + 70, y + 40, 70, 8, C.successLight, 0.8);
    const pad = compact ? 20 : 40;
    const maxW = w - pad * 2;
    const msgs = compact
      ? [['in', 0.7, 2], ['out', 0.55, 1], ['in', 0.78, 3], ['cards'], ['out', 0.5, 1]]
      : [['in', 0.45, 2], ['out', 0.38, 1], ['in', 0.5, 3], ['cards'], ['out', 0.3, 1], ['typing']];
    let cy = y + 92;
    for (const [who, ratio, n] of msgs) {
      if (who === 'cards') {
        const cw = (maxW * (compact ? 1 : 0.6) - 24) / 3;
        for (let i = 0; i < 3; i++) {
          s += rect(
            x + pad + i * (cw + 12),
            cy,
            cw,
            cw * 1.15,
            dark ? C.raisedDark : C.white,
            12,
            `stroke="${lineC}" stroke-width="1.5"`,
          );
          s += photo(x + pad + i * (cw + 12) + 8, cy + 8, cw - 16, cw * 0.65, {
            from: C.indigoMist,
            to: [C.ring, C.accent, C.amber][i],
            hill: C.deep2,
            sun: C.white,
            rx: 8,
          });
          s += bar(
            x + pad + i * (cw + 12) + 12,
            cy + cw * 0.8,
            cw * 0.6,
            9,
            dark ? C.indigoPale : C.ink,
            0.7,
          );
          s += bar(x + pad + i * (cw + 12) + 12, cy + cw * 0.95, cw * 0.35, 9, brand);
        }
        cy += cw * 1.15 + 22;
        continue;
      }
      if (who === 'typing') {
        s += rect(x + pad, cy, 86, 40, bubbleOther, 20);
        for (let i = 0; i < 3; i++)
          s += circle(
            x + pad + 24 + i * 19,
            cy + 20,
            5,
            C.indigoPale,
            `opacity="${0.5 + i * 0.2}"`,
          );
        continue;
      }
      const bw = maxW * ratio;
      const bh = 24 + n * 20;
      const bx = who === 'out' ? x + w - pad - bw : x + pad;
      s += rect(bx, cy, bw, bh, who === 'out' ? brand : bubbleOther, 18);
      s += lines(bx + 18, cy + 17, bw - 36, n, {
        color: who === 'out' ? 'rgba(255,255,255,0.85)' : dark ? C.lineDark : C.line,
        height: 9,
        gap: 20,
        last: 0.7,
      });
      cy += bh + 18;
    }
    s += rect(x + 16, y + h - 64, w - 32, 48, dark ? C.raisedDark : C.surfaceMuted, 24);
    s +=
      bar(x + 40, y + h - 45, (w - 32) * 0.4, 10, lineC) +
      circle(x + w - 44, y + h - 40, 17, brand);
    return s;
  };
}

function mobileSite(brand, photoOpts) {
  return (x, y, w, h) => {
    let s = circle(x + 30, y + 22, 11, brand) + bar(x + 48, y + 16, 70, 11, C.ink, 0.75);
    for (let i = 0; i < 3; i++) s += rect(x + w - 46, y + 12 + i * 8, 24, 3, C.ink, 1.5);
    s += photo(x + 18, y + 54, w - 36, h * 0.3, photoOpts);
    s +=
      bar(x + 18, y + h * 0.3 + 80, w * 0.7, 18, C.ink, 0.9) +
      bar(x + 18, y + h * 0.3 + 106, w * 0.5, 18, C.ink, 0.9);
    s += lines(x + 18, y + h * 0.3 + 142, w - 36, 3, { gap: 18, height: 8 });
    s += bar(x + 18, y + h * 0.3 + 212, w - 36, 46, brand);
    for (let i = 0; i < 2; i++) {
      const cy = y + h * 0.3 + 280 + i * 92;
      s +=
        rect(x + 18, cy, w - 36, 78, C.surfaceMuted, 14) +
        circle(x + 50, cy + 39, 16, brand, 'opacity="0.8"');
      s += lines(x + 80, cy + 26, w - 130, 2, { height: 8, gap: 18 });
    }
    return s;
  };
}

/* ------------------------------------------------------------------------------------------------
 * Compositions
 * ---------------------------------------------------------------------------------------------- */
const W = 1600;
const H = 1000;

function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${baseDefs}${defs}</defs>${body}</svg>`;
}

const dentalBrand = C.accent;
const dentalPhoto = { from: '#cffafe', to: C.accentLight, hill: C.accent, sun: C.white };
const outdoorBrand = C.success;
const outdoorPhoto = { from: '#fde68a', to: C.amber, hill: '#14532d', sun: C.white };

/** Laptop-width browser on the left, phone on the right: the classic responsive hero. */
function deviceDuo(name, { page, mobile, bgDark = false, hues } = {}) {
  const bg = bgDark ? darkBg(W, H, ...(hues ?? [])) : lightBg(W, H, ...(hues ?? []));
  const body = bg.body + browser(120, 120, 1080, 760, page) + phone(1110, 250, 340, 690, mobile);
  return svg(W, H, bg.defs, body);
}

function singleBrowser(name, page, { bgDark = true, hues, dark = false } = {}) {
  const bg = bgDark ? darkBg(W, H, ...(hues ?? [])) : lightBg(W, H, ...(hues ?? []));
  return svg(W, H, bg.defs, bg.body + browser(150, 110, 1300, 820, page, { dark }));
}

function phoneTrio(name, screens, { hues } = {}) {
  const bg = lightBg(W, H, ...(hues ?? []));
  let body = bg.body;
  const pw = 340;
  const ph = 700;
  body += phone(270, 200, pw, ph, screens[0]) + phone(1000, 200, pw, ph, screens[2]);
  body += phone(630, 120, pw, ph + 40, screens[1]);
  return svg(W, H, bg.defs, body);
}

/** Automation: connected workflow nodes on a dark canvas. */
function workflow(rnd, { withDashboard = false, hues = [C.ring, C.successLight] } = {}) {
  const bg = darkBg(W, H, ...hues);
  let body = bg.body;
  const nodes = [
    [170, 420, C.indigoLight],
    [520, 260, C.accentLight],
    [520, 600, C.amber],
    [880, 420, C.successLight],
    [1230, 260, C.indigoPale],
    [1230, 600, C.accentLight],
  ];
  const links = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [3, 5],
  ];
  for (const [a, b] of links) {
    const [x1, y1] = nodes[a];
    const [x2, y2] = nodes[b];
    const sx = x1 + 220;
    const sy = y1 + 60;
    const ex = x2;
    const ey = y2 + 60;
    const mx = (sx + ex) / 2;
    body += `<path d="M${sx},${sy} C${mx},${sy} ${mx},${ey} ${ex},${ey}" fill="none" stroke="${C.indigoPale}" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    body += circle(sx, sy, 7, C.indigoPale) + circle(ex, ey, 7, C.indigoPale);
  }
  for (const [x, y, color] of nodes) {
    body += card(x, y, 220, 120, C.raisedDark, 20, 'shadow');
    body += rect(x + 0.5, y + 0.5, 219, 119, 'none', 20, `stroke="${C.lineDark}"`);
    body += rect(x + 22, y + 24, 44, 44, color, 12, 'opacity="0.9"');
    body +=
      bar(x + 82, y + 30, 110, 12, C.indigoMist, 0.85) + bar(x + 82, y + 52, 70, 10, C.lineDark);
    body += bar(x + 22, y + 88, 176 * rnd.range(0.4, 1), 8, color, 0.6);
  }
  if (withDashboard) {
    body =
      bg.body + browser(140, 110, 1320, 800, dashboardPage(rnd, { dark: true }), { dark: true });
  }
  return svg(W, H, bg.defs, body);
}

/** A brand's colours: darkest, dark, paper, tint, light, accent, its swatches and shades. */
const coffeeBrandKit = {
  deep: '#3b2418',
  dark: '#5b3a29',
  paper: '#fdf6ec',
  tint: '#f1e3d3',
  light: '#d4a373',
  accent: '#e76f51',
  swatches: ['#3b2418', '#8b5e3c', '#d4a373', '#e76f51', '#fdf6ec'],
  shades: [
    ['#24150e', '#3b2418', '#5b3a29'],
    ['#8b5e3c', '#b07d56', '#d4a373'],
    ['#9c3d26', '#e76f51', '#f4a261'],
    ['#1c1917', '#57534e', '#f1e3d3'],
  ],
};

/** The brand's logo mark: mountains and a sun in a circle. */
const brandMark = (cx, cy, r, fill, fg, sun) =>
  circle(cx, cy, r, fill) +
  `<path d="M${cx - r * 0.62},${cy + r * 0.38} L${cx - r * 0.18},${cy - r * 0.38} L${cx + r * 0.08},${cy + r * 0.02} L${cx + r * 0.26},${cy - r * 0.22} L${cx + r * 0.62},${cy + r * 0.38} Z" fill="${fg}"/>` +
  circle(cx + r * 0.3, cy - r * 0.48, r * 0.1, sun);

function brandBoard(kit) {
  const bg = background(W, H, {
    from: '#f8fafc',
    to: C.primarySoft,
    dots: 'rgba(79,70,229,0.08)',
    glows: [{ x: 0.85, y: 0.1, r: 0.45, color: kit.light, opacity: 0.35 }],
  });
  let body = bg.body;
  const mark = (cx, cy, r, fill, fg) => brandMark(cx, cy, r, fill, fg, kit.accent);
  body += card(120, 120, 760, 760, kit.deep, 32, 'shadow');
  body += mark(500, 440, 190, kit.dark, kit.paper);
  body += bar(330, 690, 340, 26, kit.paper, 0.9) + bar(390, 736, 220, 14, kit.light, 0.8);
  body += card(940, 120, 540, 360, C.white, 28, 'shadow');
  body +=
    mark(1060, 300, 70, kit.deep, C.white) +
    bar(1160, 270, 240, 22, C.ink, 0.85) +
    bar(1160, 308, 150, 12, C.subtle, 0.6);
  kit.swatches.forEach((color, i) => {
    body += card(940 + i * 112, 530, 96, 350, color, 20);
  });
  return svg(W, H, bg.defs, body);
}

function paletteBoard(kit) {
  const bg = lightBg(W, H, kit.tint, C.indigoMist);
  let body = bg.body;
  kit.shades.forEach((shades, i) => {
    const x = 160 + i * 330;
    body += card(x, 150, 290, 700, C.white, 28, 'shadow');
    shades.forEach((color, j) => {
      body += rect(x + 20, 170 + j * 180, 250, 164, color, 18);
    });
    body +=
      bar(x + 26, 730, 140, 16, C.ink, 0.8) +
      bar(x + 26, 762, 100, 12, C.subtle, 0.55) +
      bar(x + 26, 790, 180, 12, C.subtle, 0.35);
  });
  return svg(W, H, bg.defs, body);
}

/** Packaging: three coffee bags, one per roast, in front of a shelf. */
function coffeeBags(kit = coffeeBrandKit) {
  const bg = background(W, H, {
    from: kit.paper,
    to: kit.tint,
    dots: null,
    glows: [
      { x: 0.15, y: 0.1, r: 0.55, color: C.white, opacity: 0.9 },
      { x: 0.9, y: 0.95, r: 0.5, color: kit.light, opacity: 0.45 },
    ],
  });
  let body = bg.body + rect(0, 820, W, 180, kit.dark, 0, 'opacity="0.18"');
  const roasts = [
    { x: 190, fill: kit.light, label: kit.paper },
    { x: 620, fill: kit.dark, label: kit.paper },
    { x: 1050, fill: kit.deep, label: kit.tint },
  ];
  roasts.forEach(({ x, fill, label }, i) => {
    const w = 360;
    const top = i === 1 ? 150 : 210;
    const h = 840 - top;
    body += `<g filter="url(#shadow)"><path d="M${x + 20},${top} L${x + w - 20},${top} L${x + w},${top + 70} L${x + w},${top + h} L${x},${top + h} L${x},${top + 70} Z" fill="${fill}"/></g>`;
    body += rect(x + 20, top, w - 40, 26, 'rgba(255,255,255,0.18)', 4);
    for (let k = 0; k < 9; k++)
      body += rect(x + 34 + k * 34, top + 6, 14, 14, 'rgba(0,0,0,0.12)', 3);
    const ly = top + 150;
    body += rect(x + 40, ly, w - 80, h - 220, label, 18);
    body += brandMark(x + w / 2, ly + 110, 62, fill, label, kit.accent);
    body += bar(x + 80, ly + 200, w - 160, 20, C.ink, 0.85);
    body += bar(x + 110, ly + 236, w - 220, 12, C.subtle, 0.6);
    body += lines(x + 80, ly + 290, w - 160, 3, { gap: 24, color: kit.light });
    body += bar(x + w / 2 - 60, ly + h - 300, 120, 34, kit.accent);
  });
  return svg(W, H, bg.defs, body);
}

function socialGrid(rnd) {
  const bg = background(W, H, {
    from: '#fdf2f8',
    to: C.primarySoft,
    dots: 'rgba(79,70,229,0.08)',
    glows: [
      { x: 0.1, y: 0.9, r: 0.5, color: '#fbcfe8', opacity: 0.7 },
      { x: 0.9, y: 0.1, r: 0.5, color: C.indigoMist, opacity: 0.7 },
    ],
  });
  let body = bg.body;
  const tones = [
    [C.indigoMist, C.ring, C.deep2, C.amber],
    ['#fbcfe8', C.rose, '#9d174d', C.white],
    ['#d9f99d', C.successLight, C.success, C.white],
    ['#fde68a', C.amber, '#92400e', C.white],
    ['#cffafe', C.cyan, C.accent, C.white],
    [C.primarySoft, C.indigoLight, C.primarySoftFg, C.rose],
  ];
  // left: 3x2 tiles of posts
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 2; c++) {
      const [from, to, hill, sun] = tones[(r * 2 + c) % tones.length];
      const x = 150 + c * 250;
      const y = 110 + r * 270;
      body += `<g filter="url(#shadowSm)">${photo(x, y, 230, 250, { from, to, hill, sun, rx: 18 })}</g>`;
    }
  // middle: phone with feed
  body += phone(700, 90, 360, 820, (x, y, w) => {
    let s = circle(x + 34, y + 26, 16, C.primary) + bar(x + 60, y + 20, 100, 11, C.ink, 0.8);
    for (let i = 0; i < 5; i++)
      s += circle(
        x + 40 + i * 62,
        y + 92,
        24,
        C.white,
        `stroke="${[C.rose, C.amber, C.primary, C.success, C.cyan][i]}" stroke-width="4"`,
      );
    s += photo(x, y + 140, w, w, {
      from: '#fbcfe8',
      to: C.rose,
      hill: '#9d174d',
      sun: C.white,
      rx: 0,
    });
    s += `<path d="M${x + 30},${y + 160 + w} c0,-12 18,-14 20,-2 c2,-12 20,-10 20,2 c0,12 -20,22 -20,22 c0,0 -20,-10 -20,-22z" fill="${C.rose}"/>`;
    s += circle(x + 110, y + 172 + w, 12, 'none', `stroke="${C.ink}" stroke-width="3"`);
    s += lines(x + 24, y + 210 + w, w - 48, 3, { gap: 20, height: 9 });
    return s;
  });
  // right: engagement chart card
  body += card(1130, 140, 340, 300, C.white, 22, 'shadow');
  body += bar(1160, 170, 140, 12, C.ink, 0.75);
  body += bars(1160, 220, 280, 190, rnd, { colors: [C.primary, C.rose], n: 7, rising: true });
  body += card(1130, 480, 340, 190, C.white, 22, 'shadow');
  body += donut(
    1220,
    575,
    52,
    [
      [0.58, C.primary],
      [0.3, C.rose],
    ],
    { width: 20 },
  );
  body += lines(1300, 545, 140, 3, { gap: 24, height: 10, last: 0.7 });
  body += card(1130, 710, 340, 170, C.white, 22, 'shadow');
  body +=
    bar(1160, 740, 110, 12, C.subtle, 0.6) +
    bar(1160, 770, 190, 36, C.ink, 0.85) +
    bar(1160, 826, 90, 18, C.success, 0.85);
  return svg(W, H, bg.defs, body);
}

function ledger(rnd) {
  const bg = lightBg(W, H, C.indigoMist, '#bbf7d0');
  let body = bg.body;
  body += browser(120, 120, 960, 760, (x, y, w) => {
    let s =
      bar(x + 36, y + 34, 220, 20, C.ink, 0.85) + bar(x + w - 196, y + 28, 160, 34, C.primary);
    s += rect(x + 36, y + 92, w - 72, 46, C.surfaceMuted, 10);
    for (let c = 0; c < 4; c++)
      s += bar(x + 60 + c * ((w - 120) / 4), y + 110, 90, 10, C.subtle, 0.6);
    for (let r = 0; r < 10; r++) {
      const ry = y + 156 + r * 50;
      s += rect(x + 36, ry + 44, w - 72, 1.5, C.line);
      for (let c = 0; c < 4; c++) {
        const color = c === 3 ? (r % 4 === 1 ? C.danger : C.success) : c === 0 ? C.muted : C.line;
        s += bar(
          x + 60 + c * ((w - 120) / 4),
          ry + 16,
          c === 1 ? 160 : rnd.range(60, 110),
          11,
          color,
          c === 0 ? 0.5 : 0.85,
        );
      }
    }
    return s;
  });
  body += card(1000, 170, 480, 320, C.white, 22, 'shadow');
  body += bar(1032, 200, 160, 12, C.ink, 0.75);
  body += bars(1032, 250, 416, 200, rnd, {
    colors: [C.primary, C.accentLight],
    n: 8,
    rising: true,
  });
  body += card(1000, 530, 480, 330, C.white, 22, 'shadow');
  body += donut(
    1130,
    695,
    86,
    [
      [0.42, C.primary],
      [0.26, C.accent],
      [0.18, C.successLight],
    ],
    { width: 30 },
  );
  for (let i = 0; i < 3; i++)
    body +=
      circle(1270, 640 + i * 44, 8, [C.primary, C.accent, C.successLight][i]) +
      bar(1290, 634 + i * 44, 140, 12, C.line);
  return svg(W, H, bg.defs, body);
}

function eventSite() {
  const brand = '#db2777';
  const page = (x, y, w, h) => {
    let s = rect(x, y, w, h * 0.55, C.deep2);
    s += photo(x, y, w, h * 0.55, {
      from: '#fbcfe8',
      to: '#be185d',
      hill: C.deep,
      sun: C.amber,
      rx: 0,
    });
    s += siteNav(x, y, w, { dark: true, brand });
    s +=
      bar(x + 60, y + 140, w * 0.4, 40, C.white, 0.95) +
      bar(x + 60, y + 196, w * 0.3, 40, C.white, 0.95);
    s += bar(x + 60, y + 268, 180, 46, brand);
    const ty = y + h * 0.55 + 40;
    for (let i = 0; i < 3; i++) {
      const cx = x + 60 + i * ((w - 120) / 3);
      const cw = (w - 120) / 3 - 24;
      s += rect(cx, ty, cw, h * 0.45 - 70, C.white, 16, `stroke="${C.line}" stroke-width="2"`);
      s +=
        rect(cx + 20, ty + 20, 64, 70, C.primarySoft, 12) +
        bar(cx + 34, ty + 38, 36, 12, brand) +
        bar(cx + 30, ty + 62, 44, 14, C.ink, 0.8);
      s += lines(cx + 104, ty + 30, cw - 130, 3, { gap: 22 });
    }
    return s;
  };
  const bg = background(W, H, {
    from: '#fdf2f8',
    to: C.primarySoft,
    dots: 'rgba(219,39,119,0.08)',
    glows: [
      { x: 0.05, y: 0.1, r: 0.5, color: '#fbcfe8', opacity: 0.8 },
      { x: 0.95, y: 0.95, r: 0.5, color: '#fde68a', opacity: 0.6 },
    ],
  });
  let body = bg.body + browser(140, 110, 1120, 780, page);
  // ticket
  body += `<g transform="rotate(-8 1310 640)">${card(1140, 520, 340, 200, C.white, 18, 'shadow')}
    ${rect(1140, 520, 96, 200, brand, 0)}${circle(1236, 520, 14, C.primarySoft)}${circle(1236, 720, 14, C.primarySoft)}
    ${bar(1266, 560, 170, 16, C.ink, 0.85)}${bar(1266, 592, 110, 12, C.subtle, 0.55)}${lines(1266, 640, 180, 2, { gap: 22 })}</g>`;
  return svg(W, H, bg.defs, body);
}

/* Blog and site illustrations ----------------------------------------------------------------- */

function redesignArt() {
  const bg = darkBg(W, H, C.ring, C.rose);
  let body = bg.body;
  // old page (grey, cluttered) -> new page (clean)
  body += `<g opacity="0.55" transform="rotate(-4 400 520)">${browser(
    100,
    240,
    580,
    520,
    (x, y, w) => {
      let s = rect(x, y, w, 70, '#94a3b8');
      for (let i = 0; i < 5; i++)
        s += rect(x + 20 + (i % 2) * 300, y + 90 + Math.floor(i / 2) * 140, 280, 120, '#cbd5e1', 0);
      return s + lines(x + 20, y + 420, w - 40, 3, { color: '#cbd5e1', gap: 22 });
    },
  )}</g>`;
  body += `<path d="M712,500 C735,476 760,476 784,500" fill="none" stroke="${C.indigoPale}" stroke-width="6" stroke-linecap="round"/><path d="M768,482 L786,502 L760,512" fill="none" stroke="${C.indigoPale}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += browser(
    810,
    140,
    700,
    720,
    heroPage(C.primary, { from: C.indigoMist, to: C.ring, hill: C.deep2, sun: C.amber }),
  );
  return svg(W, H, bg.defs, body);
}

function aiArt(rnd) {
  const bg = darkBg(W, H, C.ring, C.cyan);
  let body = bg.body;
  // neural constellation around a glowing core
  const cx = 800;
  const cy = 500;
  const pts = [];
  for (let ring = 1; ring <= 3; ring++) {
    const n = 6 + ring * 4;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.4;
      const rad = ring * 140 + rnd.range(-20, 20);
      pts.push([cx + Math.cos(a) * rad * 1.35, cy + Math.sin(a) * rad * 0.9, ring]);
    }
  }
  for (const [x, y, ring] of pts) {
    const target = ring === 1 ? [cx, cy] : pts[Math.floor(rnd() * pts.length)];
    body += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(target[0])}" y2="${r1(target[1])}" stroke="${C.indigoPale}" stroke-opacity="${0.12 + 0.1 * (3 - ring)}" stroke-width="2"/>`;
  }
  for (const [x, y, ring] of pts)
    body += circle(
      x,
      y,
      11 - ring * 2,
      ring === 2 ? C.cyan : C.indigoPale,
      `opacity="${1 - ring * 0.18}"`,
    );
  const g = id('core');
  body += `<defs><radialGradient id="${g}"><stop offset="0" stop-color="${C.white}"/><stop offset="0.35" stop-color="${C.indigoLight}"/><stop offset="1" stop-color="${C.primary}" stop-opacity="0"/></radialGradient></defs>`;
  body +=
    circle(cx, cy, 150, `url(#${g})`) +
    circle(cx, cy, 56, C.primary) +
    circle(cx, cy, 56, 'none', `stroke="${C.indigoMist}" stroke-width="3"`);
  body += `<path d="M${cx - 20},${cy - 26} l10,22 22,10 -22,10 -10,22 -10,-22 -22,-10 22,-10z" fill="${C.white}"/>`;
  return svg(W, H, bg.defs, body);
}

function checklistArt() {
  const bg = lightBg(W, H, C.indigoMist, '#bbf7d0');
  let body = bg.body;
  body += card(280, 130, 620, 740, C.white, 28, 'shadow');
  body += bar(330, 190, 260, 24, C.ink, 0.85);
  for (let i = 0; i < 6; i++) {
    const y = 270 + i * 92;
    const done = i < 4;
    body += rect(
      330,
      y,
      44,
      44,
      done ? C.success : C.white,
      12,
      done ? '' : `stroke="${C.line}" stroke-width="3"`,
    );
    if (done)
      body += `<path d="M341,${y + 23} l9,9 17,-18" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    body +=
      bar(400, y + 8, 330 - (i % 3) * 50, 12, C.ink, done ? 0.55 : 0.8) +
      bar(400, y + 30, 200, 9, C.line);
  }
  // contrast & focus motifs
  body += card(980, 190, 380, 260, C.white, 24, 'shadow');
  body +=
    rect(1010, 220, 150, 200, C.ink, 16) +
    rect(1180, 220, 150, 200, C.white, 16, `stroke="${C.line}" stroke-width="2"`);
  body += bar(1040, 300, 90, 20, C.white) + bar(1210, 300, 90, 20, C.ink);
  body += card(980, 510, 380, 300, C.white, 24, 'shadow');
  body +=
    rect(1040, 590, 260, 64, C.primary, 32) +
    rect(1030, 580, 280, 84, 'none', 42, `stroke="${C.ring}" stroke-width="5"`);
  body += bar(1110, 614, 120, 14, C.white);
  body += bar(1040, 710, 200, 12, C.subtle, 0.5);
  return svg(W, H, bg.defs, body);
}

function bilingualArt() {
  const bg = darkBg(W, H, C.ring, C.amber);
  let body = bg.body;
  const bubble = (x, y, w, h, fill, tail) =>
    `<g filter="url(#shadow)">${rect(x, y, w, h, fill, 36)}<path d="M${tail === 'left' ? x + 70 : x + w - 70},${y + h - 2} l${tail === 'left' ? -30 : 30},56 l${tail === 'left' ? 70 : -70},-56z" fill="${fill}"/></g>`;
  body += bubble(220, 220, 620, 360, C.primary, 'left');
  body += lines(290, 310, 480, 4, {
    color: 'rgba(255,255,255,0.85)',
    height: 18,
    gap: 48,
    last: 0.55,
  });
  body += bubble(760, 430, 620, 360, C.white, 'right');
  body += lines(830, 520, 480, 4, { color: C.indigoMist, height: 18, gap: 48, last: 0.7 });
  return svg(W, H, bg.defs, body);
}

function brandTravelsArt(rnd) {
  const bg = lightBg(W, H, C.indigoMist, C.accentLight);
  let body = bg.body;
  // one mark repeated across different surfaces
  const mark = (cx, cy, r) =>
    circle(cx, cy, r, C.primary) +
    `<path d="M${cx - r * 0.55},${cy + r * 0.3} L${cx - r * 0.1},${cy - r * 0.35} L${cx + r * 0.15},${cy} L${cx + r * 0.3},${cy - r * 0.2} L${cx + r * 0.55},${cy + r * 0.3} Z" fill="${C.white}"/>`;
  body +=
    card(150, 170, 420, 280, C.white, 20, 'shadow') +
    mark(250, 310, 54) +
    bar(330, 290, 200, 18, C.ink, 0.8) +
    bar(330, 322, 130, 12, C.subtle, 0.5);
  body += phone(
    640,
    130,
    320,
    700,
    (x, y, w, h) =>
      mark(x + w / 2, y + h * 0.36, 70) +
      bar(x + 60, y + h * 0.55, w - 120, 16, C.ink, 0.8) +
      bar(x + 90, y + h * 0.6, w - 180, 12, C.subtle, 0.5) +
      bar(x + 40, y + h * 0.78, w - 80, 48, C.primary),
  );
  body += card(1030, 140, 420, 420, C.deep2, 28, 'shadow') + mark(1240, 350, 110);
  body +=
    card(150, 520, 420, 340, C.surfaceMuted, 20, 'shadow') +
    photo(170, 540, 380, 200, { rx: 12 }) +
    mark(230, 800, 30) +
    bar(276, 792, 180, 14, C.ink, 0.75);
  body += card(1030, 610, 420, 260, C.white, 20, 'shadow');
  ['#312e81', C.primary, C.indigoLight, C.accent, C.amber].forEach(
    (c, i) => (body += rect(1060 + i * 74, 640, 62, 200, c, 12)),
  );
  void rnd;
  return svg(W, H, bg.defs, body);
}

function aboutArt(n, rnd) {
  if (n === 1) {
    // the studio desk: laptop with a dashboard + a mug + sticky notes
    const bg = background(W, H, {
      from: '#e0e7ff',
      to: '#f8fafc',
      dots: null,
      glows: [
        { x: 0.8, y: 0.15, r: 0.5, color: C.white, opacity: 0.9 },
        { x: 0.1, y: 0.9, r: 0.5, color: C.accentLight, opacity: 0.35 },
      ],
    });
    let body = bg.body + rect(0, 780, W, 220, '#cbd5e1') + rect(0, 780, W, 12, '#e2e8f0');
    body += `<g filter="url(#shadow)">${rect(360, 200, 880, 560, C.ink, 24)}${rect(380, 220, 840, 520, C.surfaceDark, 8)}
      <path d="M260,780 L1340,780 L1300,820 L300,820 Z" fill="#94a3b8"/></g>`;
    body += `<g transform="translate(380 220) scale(0.6)">${dashboardPage(rnd, { dark: true })(0, 0, 1400, 866)}</g>`;
    body +=
      card(1300, 640, 120, 140, C.primary, 20) +
      rect(1420, 670, 34, 70, 'none', 16, `stroke="${C.primary}" stroke-width="12"`);
    [C.warning, '#fbcfe8', '#bbf7d0'].forEach(
      (c, i) =>
        (body += `<g transform="rotate(${-6 + i * 6} ${150 + i * 20} ${300 + i * 170})">${card(100 + i * 20, 240 + i * 170, 150, 150, c, 6)}${lines(120 + i * 20, 280 + i * 170, 100, 3, { color: 'rgba(15,23,42,0.25)', gap: 24 })}</g>`),
    );
    return svg(W, H, bg.defs, body);
  }
  if (n === 2) {
    // collaboration board: wireframes and sticky notes connected
    const bg = lightBg(W, H, '#fde68a', C.indigoMist);
    let body = bg.body + card(110, 90, 1380, 820, C.white, 28, 'shadow');
    const notes = [C.warning, '#fbcfe8', '#bbf7d0', '#bae6fd', C.indigoMist];
    for (let i = 0; i < 10; i++) {
      const x = 170 + (i % 5) * 250 + rnd.range(-14, 14);
      const y = 160 + Math.floor(i / 5) * 330 + rnd.range(-14, 14);
      body += `<g transform="rotate(${r1(rnd.range(-5, 5))} ${r1(x + 90)} ${r1(y + 90)})">${card(x, y, 190, 190, notes[i % notes.length], 8)}${lines(x + 22, y + 40, 140, 4, { color: 'rgba(15,23,42,0.22)', gap: 28 })}</g>`;
    }
    body += `<path d="M270,560 C420,620 560,600 700,540 S1000,470 1180,560" fill="none" stroke="${C.primary}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>`;
    body += rect(170, 800, 1260, 40, C.surfaceMuted, 20) + rect(170, 800, 820, 40, C.primary, 20);
    return svg(W, H, bg.defs, body);
  }
  if (n === 3) {
    // design: a wireframe becoming a styled component, with colour and type samples
    const bg = darkBg(W, H, C.ring, C.accent);
    let body = bg.body;
    body += card(140, 160, 600, 680, 'rgba(255,255,255,0.04)', 24);
    body += rect(
      140.5,
      160.5,
      599,
      679,
      'none',
      24,
      `stroke="${C.indigoPale}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="10 10"`,
    );
    body += rect(
      190,
      210,
      500,
      260,
      'none',
      12,
      `stroke="${C.indigoPale}" stroke-opacity="0.6" stroke-width="2"`,
    );
    body += `<path d="M190,210 L690,470 M690,210 L190,470" stroke="${C.indigoPale}" stroke-opacity="0.4" stroke-width="2"/>`;
    body += lines(190, 520, 500, 4, { color: 'rgba(165,180,252,0.35)', gap: 36, height: 14 });
    body += rect(
      190,
      700,
      200,
      56,
      'none',
      28,
      `stroke="${C.indigoPale}" stroke-opacity="0.6" stroke-width="2"`,
    );
    body += card(860, 160, 600, 680, C.white, 24, 'shadow');
    body += photo(910, 210, 500, 260, {
      from: C.indigoMist,
      to: C.ring,
      hill: C.deep2,
      sun: C.amber,
    });
    body += bar(910, 510, 380, 26, C.ink, 0.9) + lines(910, 566, 500, 3, { gap: 30, height: 12 });
    body += bar(910, 700, 200, 56, C.primary) + bar(960, 722, 100, 12, C.white);
    body += `<path d="M760,500 L840,500" stroke="${C.indigoPale}" stroke-width="6" stroke-linecap="round"/><path d="M820,480 L842,500 L820,520" fill="none" stroke="${C.indigoPale}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    return svg(W, H, bg.defs, body);
  }
  // n === 4: growth: results chart with KPI cards
  const bg = lightBg(W, H, C.indigoMist, '#bbf7d0');
  let body = bg.body + card(140, 140, 900, 720, C.white, 28, 'shadow');
  body += bar(190, 190, 240, 20, C.ink, 0.85) + bar(190, 226, 160, 12, C.subtle, 0.5);
  body += lineChart(190, 300, 800, 500, rnd, {
    color: C.primary,
    fillOpacity: 0.25,
    rising: true,
    n: 10,
  });
  const colors = [C.success, C.primary, C.accent];
  for (let i = 0; i < 3; i++) body += kpi(1100, 160 + i * 240, 360, 200, { color: colors[i] });
  return svg(W, H, bg.defs, body);
}

function customSolutionsArt(rnd) {
  // modules fitting together: an isometric-ish stack of blocks
  const bg = darkBg(W, H, C.ring, C.cyan);
  let body = bg.body;
  const block = (x, y, w, h, top, side, front) =>
    `<path d="M${x},${y} l${w / 2},${-w / 4} l${w / 2},${w / 4} l${-w / 2},${w / 4} z" fill="${top}"/>` +
    `<path d="M${x},${y} l${w / 2},${w / 4} v${h} l${-w / 2},${-w / 4} z" fill="${side}"/>` +
    `<path d="M${x + w / 2},${y + w / 4} l${w / 2},${-w / 4} v${h} l${-w / 2},${w / 4} z" fill="${front}"/>`;
  const palette = [
    [C.indigoPale, C.primary, C.primaryHover],
    [C.accentLight, C.accent, '#155e75'],
    [C.indigoMist, C.ring, C.deep2],
    ['#fde68a', C.amber, '#b45309'],
  ];
  const cells = [
    [0, 0, 0],
    [1, 0, 1],
    [2, 0, 2],
    [0, 1, 1],
    [1, 1, 0],
    [2, 1, 3],
    [0, 2, 2],
    [1, 2, 1],
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 3, 1],
    [0, 0, 2, 2],
  ];
  const size = 200;
  const ox = 800;
  const oy = 440;
  for (const [i, j, p, level = 0] of cells.sort(
    (a, b) => (a[3] ?? 0) - (b[3] ?? 0) || a[0] + a[1] - (b[0] + b[1]),
  )) {
    const x = ox + (i - j) * (size / 2) - size / 2;
    const y = oy + (i + j) * (size / 4) - level * 100;
    body += block(x, y, size, 100, ...palette[p]);
  }
  void rnd;
  return svg(W, H, bg.defs, `<g filter="url(#shadow)">${body}</g>`);
}

function stockArt(n, rnd) {
  if (n === 1)
    return singleBrowser(
      'stock1',
      heroPage(C.primary, { from: C.indigoMist, to: C.ring, hill: C.deep2, sun: C.amber }),
      { hues: [C.ring, C.accent] },
    );
  if (n === 2) return workflow(rnd, { withDashboard: true });
  return phoneTrio('stock3', [
    mobileSite(C.accent, dentalPhoto),
    chatScreen(C.primary, { dark: false, compact: true }),
    mobileSite(C.primary, { from: C.indigoMist, to: C.ring, hill: C.deep2, sun: C.amber }),
  ]);
}

function blogStockArt(rnd) {
  const bg = lightBg(W, H, C.indigoMist, C.accentLight);
  let body = bg.body;
  body += `<g transform="rotate(-5 560 520)">${card(260, 170, 600, 700, C.white, 24, 'shadow')}${photo(290, 200, 540, 300, {})}${bar(290, 540, 420, 26, C.ink, 0.85)}${lines(290, 600, 540, 6, { gap: 30, height: 12 })}</g>`;
  body += `<g transform="rotate(4 1100 480)">${card(800, 200, 560, 640, C.white, 24, 'shadow')}${photo(830, 230, 500, 260, { from: '#cffafe', to: C.accentLight, hill: C.accent, sun: C.white })}${bar(830, 530, 360, 24, C.ink, 0.85)}${lines(830, 586, 500, 6, { gap: 30, height: 12 })}</g>`;
  void rnd;
  return svg(W, H, bg.defs, body);
}

/**
 * A portrait-like avatar without a face: head and shoulders in a soft gradient frame.
 * `palette` picks the colours (0-5), `long` the hair.
 */
function avatar(size, rnd, { palette, long }) {
  const palettes = [
    [C.indigoMist, C.ring, C.deep2, '#f3c9a8'],
    ['#cffafe', C.accent, '#164e63', '#e0ac86'],
    ['#fde68a', C.amber, '#7c2d12', '#c68863'],
    ['#bbf7d0', C.success, '#14532d', '#f1c7a4'],
    ['#fbcfe8', C.rose, '#831843', '#d9a07b'],
    [C.primarySoft, C.indigoLight, C.primarySoftFg, '#8d5a3b'],
  ];
  const [light, mid, dark, skin] = palettes[palette % palettes.length];
  const bg = background(size, size, {
    from: light,
    to: mid,
    dots: null,
    glows: [
      { x: 0.2, y: 0.15, r: 0.7, color: C.white, opacity: 0.6 },
      { x: 0.9, y: 0.9, r: 0.6, color: dark, opacity: 0.4 },
    ],
  });
  const hair = rnd.pick(['#1f2937', '#3f2a1d', '#6b4423', '#111827']);
  let body = bg.body;
  body += `<g transform="scale(${size / 800})">`;
  body += circle(
    400,
    400,
    330,
    'none',
    `stroke="${C.white}" stroke-opacity="0.25" stroke-width="3"`,
  );
  body += circle(
    400,
    400,
    270,
    'none',
    `stroke="${C.white}" stroke-opacity="0.18" stroke-width="2"`,
  );
  if (long)
    body += `<path d="M268,360 C252,220 322,160 400,160 C478,160 548,220 532,360 L548,600 L252,600 Z" fill="${hair}"/>`;
  // neck, shoulders with a collar, head, hair
  body += rect(362, 450, 76, 150, skin, 18);
  body += `<path d="M140,820 C150,640 250,566 400,566 C550,566 650,640 660,820 Z" fill="${dark}"/>`;
  body += `<path d="M364,566 L400,624 L436,566 Z" fill="${skin}"/>`;
  body += `<path d="M342,566 L400,638 L458,566" fill="none" stroke="${C.white}" stroke-opacity="0.22" stroke-width="8" stroke-linejoin="round"/>`;
  body += `<ellipse cx="400" cy="362" rx="116" ry="138" fill="${skin}"/>`;
  body += long
    ? `<path d="M284,350 C272,232 332,194 400,194 C468,194 530,232 516,334 C468,306 424,270 404,236 C384,284 328,322 284,350 Z" fill="${hair}"/>`
    : `<path d="M286,336 C276,236 334,208 400,208 C466,208 526,236 514,336 C498,290 468,266 400,266 C332,266 302,290 286,336 Z" fill="${hair}"/>`;
  body += `</g>`;
  return svg(size, size, bg.defs, body);
}

function ogCard() {
  const w = 1200;
  const h = 630;
  const bg = background(w, h, {
    from: C.inverse,
    to: C.deep,
    glows: [
      { x: 0.05, y: 0.0, r: 0.6, color: C.ring, opacity: 0.5 },
      { x: 1.0, y: 1.0, r: 0.55, color: C.accent, opacity: 0.45 },
    ],
  });
  let body = bg.body;
  // bridge mark
  body += `<g transform="translate(96 150)">${rect(0, 0, 120, 120, C.primary, 30)}
    <path d="M22,84 C40,44 80,44 98,84" fill="none" stroke="${C.white}" stroke-width="9" stroke-linecap="round"/>
    ${rect(18, 82, 84, 9, C.white, 4)}${rect(38, 60, 7, 24, C.white, 3)}${rect(75, 60, 7, 24, C.white, 3)}</g>`;
  const font = `font-family="'Inter Tight', Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"`;
  body += `<text x="96" y="370" ${font} font-size="76" font-weight="700" fill="${C.white}" letter-spacing="-1.5">TerraBridge Digital</text>`;
  body += `<text x="96" y="430" ${font} font-size="30" fill="${C.indigoMist}">Web · AI · Automation · Branding</text>`;
  body += bar(96, 480, 220, 8, C.indigoLight) + bar(330, 480, 80, 8, C.accentLight);
  // decorative mockup on the right
  body += `<g opacity="0.9">${browser(820, 90, 460, 380, (x, y, ww) => siteNav(x, y, ww, { dark: true }) + bar(x + 30, y + 100, 220, 22, C.white, 0.9) + lines(x + 30, y + 144, 260, 3, { color: C.lineDark, gap: 22 }) + bar(x + 30, y + 230, 130, 38, C.primary), { dark: true })}</g>`;
  return svg(w, h, bg.defs, body);
}

/** The practice's week on a tablet, and the text-message reminder a patient gets on the phone. */
function dentalWeek() {
  const bg = lightBg(W, H, '#a5f3fc', C.indigoMist);
  let body = bg.body;
  // tablet
  body += `<g filter="url(#shadow)">${rect(110, 150, 980, 720, C.ink, 40)}</g>`;
  body += rect(134, 174, 932, 672, C.white, 24);
  body += circle(170, 222, 14, dentalBrand) + bar(194, 214, 150, 14, C.ink, 0.8);
  body += bar(880, 204, 160, 36, dentalBrand);
  const days = 5;
  const colW = (932 - 120) / days;
  for (let d = 0; d < days; d++) {
    const x = 214 + d * colW;
    body += bar(x + 14, 276, colW * 0.5, 12, C.subtle, 0.7);
    body += rect(x, 304, colW - 12, 510, C.surfaceMuted, 12);
  }
  for (let hour = 0; hour < 8; hour++) body += bar(150, 318 + hour * 62, 40, 10, C.subtle, 0.5);
  const appointments = [
    [0, 0, 1.5, dentalBrand],
    [0, 3, 1, '#a5f3fc'],
    [1, 1, 2, C.indigoLight],
    [1, 5, 1, dentalBrand],
    [2, 0, 1, '#a5f3fc'],
    [2, 2, 1.5, dentalBrand],
    [2, 6, 1, C.indigoMist],
    [3, 1, 1, C.indigoLight],
    [3, 4, 2, '#a5f3fc'],
    [4, 0, 2, dentalBrand],
    [4, 5, 1.5, C.indigoLight],
  ];
  for (const [d, slot, length, fill] of appointments) {
    const x = 214 + d * colW + 8;
    const y = 312 + slot * 62;
    body += rect(x, y, colW - 28, length * 62 - 10, fill, 10, 'opacity="0.9"');
    body += bar(x + 12, y + 14, (colW - 28) * 0.6, 9, C.white, 0.9);
  }
  // phone with the reminder
  body += phone(1120, 190, 360, 730, (x, y, w) => {
    let screen =
      circle(x + w / 2, y + 40, 30, dentalBrand) + circle(x + w / 2, y + 40, 12, C.white);
    screen += bar(x + w / 2 - 70, y + 86, 140, 14, C.ink, 0.8);
    screen += rect(x + 20, y + 140, w * 0.78, 118, C.surfaceMuted, 22);
    screen += lines(x + 40, y + 164, w * 0.6, 4, { height: 9, gap: 20 });
    screen += rect(x + w * 0.42, y + 282, w * 0.5, 52, dentalBrand, 22);
    screen += bar(x + w * 0.42 + 22, y + 303, w * 0.3, 10, C.white);
    screen += rect(x + 20, y + 358, w * 0.7, 76, C.surfaceMuted, 22);
    screen += lines(x + 40, y + 382, w * 0.5, 2, { height: 9, gap: 20 });
    screen += card(x + 20, y + 470, w - 40, 120, C.white, 18);
    screen +=
      rect(x + 36, y + 488, 56, 56, C.successSoft, 14) + circle(x + 64, y + 516, 12, C.success);
    screen +=
      bar(x + 108, y + 496, w * 0.4, 12, C.ink, 0.8) +
      bar(x + 108, y + 522, w * 0.3, 10, C.subtle, 0.6);
    return screen;
  });
  return svg(W, H, bg.defs, body);
}

/** The shopping assistant: its chat on a phone, the products it suggests and the hand-off to staff. */
function assistantScene() {
  const bg = darkBg(W, H, C.successLight, C.ring);
  let body = bg.body;
  body += phone(610, 70, 380, 860, chatScreen(outdoorBrand, { dark: true, compact: true }), {
    dark: true,
  });
  // suggested products, fanned out on the left
  const tones = [
    ['#fde68a', C.amber, '#14532d'],
    [C.successSoft, C.successLight, C.success],
    [C.indigoMist, C.ring, C.deep2],
  ];
  tones.forEach(([from, to, hill], i) => {
    const x = 140 + i * 36;
    const y = 150 + i * 230;
    body += card(x, y, 380, 190, C.raisedDark, 22, 'shadow');
    body += photo(x + 18, y + 18, 150, 154, { from, to, hill, sun: C.white, rx: 14 });
    body += bar(x + 190, y + 40, 150, 14, C.indigoMist, 0.85);
    body += bar(x + 190, y + 70, 100, 10, C.lineDark);
    for (let k = 0; k < 5; k++) body += circle(x + 198 + k * 22, y + 108, 7, C.amber);
    body += bar(x + 190, y + 136, 90, 20, C.successLight, 0.9);
  });
  // language and hand-off, on the right
  body += card(1080, 170, 380, 110, C.raisedDark, 55, 'shadow');
  body += rect(1096, 186, 170, 78, outdoorBrand, 39) + bar(1146, 218, 70, 14, C.white);
  body += bar(1316, 218, 70, 14, C.indigoPale, 0.8);
  body += card(1080, 340, 380, 300, C.raisedDark, 24, 'shadow');
  body +=
    circle(1140, 404, 34, C.indigoLight) +
    circle(1140, 394, 12, C.inverse) +
    rect(1118, 412, 44, 18, C.inverse, 9);
  body += bar(1194, 384, 180, 14, C.indigoMist, 0.85) + bar(1194, 412, 120, 10, C.lineDark);
  body += lines(1112, 474, 316, 3, { color: C.lineDark, gap: 26 });
  body += rect(1112, 566, 316, 48, C.successLight, 24, 'opacity="0.9"');
  body += bar(1200, 584, 140, 12, C.inverse, 0.8);
  body += card(1080, 700, 380, 180, C.raisedDark, 24, 'shadow');
  body += bars(1110, 730, 320, 120, seeded('assistant'), {
    colors: [C.successLight, C.indigoLight],
    n: 6,
    rising: true,
  });
  return svg(W, H, bg.defs, body);
}

/* ------------------------------------------------------------------------------------------------
 * The catalogue of images
 * ---------------------------------------------------------------------------------------------- */
const outdoorHome = heroPage(outdoorBrand, outdoorPhoto);

/** name -> () => svg. Sizes: 1600x1000 unless the SVG says otherwise. */
const images = {
  'projects/blue-ridge-dental': () => dentalWeek(),
  'projects/blue-ridge-dental-booking': () =>
    singleBrowser('brd-b', bookingPage(dentalBrand), {
      bgDark: false,
      hues: ['#a5f3fc', C.indigoMist],
    }),
  'projects/blue-ridge-dental-mobile': () =>
    phoneTrio(
      'brd-m',
      [
        mobileSite(dentalBrand, dentalPhoto),
        (x, y, w, h) => bookingPage(dentalBrand)(x - 20, y - 80, w + 40, h + 80),
        mobileSite(dentalBrand, { ...dentalPhoto, sun: C.amber }),
      ],
      { hues: ['#a5f3fc', C.indigoMist] },
    ),
  'projects/queen-city-freight-dispatch': (r) => workflow(r),
  'projects/queen-city-freight-dashboard': (r) => workflow(r, { withDashboard: true }),
  'projects/brooks-coffee-brand': () => brandBoard(coffeeBrandKit),
  'projects/brooks-coffee-palette': () => paletteBoard(coffeeBrandKit),
  'projects/brooks-coffee-packaging': () => coffeeBags(coffeeBrandKit),
  'projects/trail-guide-ai': () => assistantScene(),
  'projects/trail-guide-ai-chat': () =>
    singleBrowser('tg-chat', chatScreen(C.primary, { dark: true }), {
      dark: true,
      hues: [C.ring, C.successLight],
    }),
  'projects/mitchell-ecommerce-home': () =>
    deviceDuo('me-h', {
      page: outdoorHome,
      mobile: mobileSite(outdoorBrand, outdoorPhoto),
      bgDark: true,
      hues: [C.ring, C.successLight],
    }),
  'projects/mitchell-ecommerce-catalog': (r) =>
    singleBrowser('me-c', catalogPage(r, outdoorBrand), {
      bgDark: false,
      hues: ['#bbf7d0', C.indigoMist],
    }),
  'projects/mitchell-ecommerce-product': () =>
    singleBrowser('me-p', productPage(outdoorBrand), { hues: [C.ring, C.amber] }),
  'projects/mitchell-ecommerce-checkout': () =>
    singleBrowser('me-co', checkoutPage(outdoorBrand), {
      bgDark: false,
      hues: [C.indigoMist, '#bbf7d0'],
    }),
  'projects/mitchell-ecommerce-mobile': () =>
    phoneTrio(
      'me-m',
      [
        mobileSite(outdoorBrand, outdoorPhoto),
        (x, y, w, h) => catalogPage(seeded('m'), outdoorBrand)(x - 236, y - 60, w + 236, h),
        mobileSite(outdoorBrand, { from: C.indigoMist, to: C.ring, hill: '#14532d', sun: C.amber }),
      ],
      { hues: ['#bbf7d0', C.indigoMist] },
    ),
  'projects/spring-launch-social': (r) => socialGrid(r),
  'projects/costa-pereira-reporting': (r) => ledger(r),
  'projects/carolina-craft-fair': () => eventSite(),

  'blog/website-redesign': () => redesignArt(),
  'blog/practical-ai': (r) => aiArt(r),
  'blog/automation-workflows': (r) => workflow(r, { hues: [C.accent, C.ring] }),
  'blog/brand-that-travels': (r) => brandTravelsArt(r),
  'blog/bilingual-marketing': () => bilingualArt(),
  'blog/bookkeeping-habits': (r) => {
    const bg = darkBg(W, H, C.ring, C.successLight);
    let body = bg.body + card(180, 160, 760, 680, C.raisedDark, 28, 'shadow');
    body += bar(230, 210, 240, 18, C.indigoMist, 0.85);
    body += bars(230, 290, 660, 480, r, {
      colors: [C.indigoLight, C.accentLight],
      n: 12,
      rising: true,
    });
    body +=
      kpi(1020, 200, 400, 170, { dark: true, color: C.successLight }) +
      kpi(1020, 410, 400, 170, { dark: true, color: C.indigoLight });
    body +=
      card(1020, 620, 400, 220, C.raisedDark, 16) +
      donut(
        1120,
        730,
        62,
        [
          [0.5, C.indigoLight],
          [0.3, C.successLight],
        ],
        { track: C.lineDark, width: 22 },
      ) +
      lines(1220, 700, 160, 3, { color: C.lineDark, gap: 24 });
    return svg(W, H, bg.defs, body);
  },
  'blog/accessibility-checklist': () => checklistArt(),

  'testimonials/sarah-mitchell': (r) => avatar(800, r, { palette: 4, long: true }),
  'testimonials/james-holloway': (r) => avatar(800, r, { palette: 1, long: false }),
  'testimonials/marcus-reed': (r) => avatar(800, r, { palette: 5, long: false }),
  'testimonials/ethan-brooks': (r) => avatar(800, r, { palette: 3, long: false }),

  'site/about-1': (r) => aboutArt(1, r),
  'site/about-2': (r) => aboutArt(2, r),
  'site/about-3': (r) => aboutArt(3, r),
  'site/about-4': (r) => aboutArt(4, r),
  'site/founder-1': (r) => avatar(800, r, { palette: 0, long: false }),
  'site/founder-2': (r) => avatar(800, r, { palette: 2, long: true }),
  'site/custom-solutions': (r) => customSolutionsArt(r),
  'site/project-stock-1': (r) => stockArt(1, r),
  'site/project-stock-2': (r) => stockArt(2, r),
  'site/project-stock-3': (r) => stockArt(3, r),
  'site/blog-stock': (r) => blogStockArt(r),
  'site/og-default': () => ogCard(),
};

/* ------------------------------------------------------------------------------------------------
 * Rendering
 * ---------------------------------------------------------------------------------------------- */
const JPEG = { quality: 78, progressive: true, mozjpeg: true };
const WEBP = { quality: 76, effort: 5 };

async function render(name, make) {
  uid = 0;
  const markup = make(seeded(name));
  const base = join(outDir, name);
  await mkdir(dirname(base), { recursive: true });
  // Rendered at 1x straight from the vector art; strip metadata so output is byte-stable.
  const raster = await sharp(Buffer.from(markup), { density: 72 })
    .flatten({ background: C.white })
    .png()
    .toBuffer();
  const full = sharp(raster);
  const outputs = [
    [`${base}.jpg`, full.clone().jpeg(JPEG)],
    [`${base}.webp`, full.clone().webp(WEBP)],
    [`${base}-640.jpg`, full.clone().resize({ width: 640 }).jpeg(JPEG)],
    [`${base}-640.webp`, full.clone().resize({ width: 640 }).webp(WEBP)],
  ];
  const sizes = [];
  for (const [file, pipeline] of outputs) {
    const buffer = await pipeline.toBuffer();
    await writeFile(file, buffer);
    sizes.push(buffer.length);
  }
  return sizes;
}

/**
 * An ICO file holding one PNG per size (the PNG-in-ICO form every current browser reads): a 6-byte
 * header, a 16-byte entry per image, then the images.
 */
async function writeFavicon() {
  const art = await readFile(join(publicDir, 'favicon.svg'));
  const sizes = [16, 32, 48];
  const pngs = [];
  for (const size of sizes) {
    pngs.push(
      await sharp(art, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  }
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry); // width
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(pngs[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += pngs[i].length;
  });
  const ico = Buffer.concat([header, ...pngs]);
  await writeFile(join(publicDir, 'favicon.ico'), ico);
  console.log(
    `${'favicon.ico'.padEnd(40)} ${sizes.join('/')} px ${(ico.length / 1024).toFixed(0)}K`,
  );
}

const filters = process.argv.slice(2);
if (filters.length === 0 || filters.some((f) => 'favicon'.includes(f))) await writeFavicon();
const selected = Object.entries(images).filter(
  ([name]) => filters.length === 0 || filters.some((f) => name.includes(f)),
);
let total = 0;
for (const [name, make] of selected) {
  const sizes = await render(name, make);
  total += sizes.reduce((a, b) => a + b, 0);
  const kb = sizes.map((b) => `${(b / 1024).toFixed(0)}K`.padStart(5)).join(' ');
  console.log(`${name.padEnd(40)} jpg/webp/640jpg/640webp ${kb}`);
}
console.log(
  `${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${relative(root, outDir)}`,
);
