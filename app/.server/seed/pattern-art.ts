/**
 * Sadeli-style artwork for the demo content, drawn as SVG: micro-mosaic motifs (triangles,
 * hexagonal stars, chevrons, diamonds, eight-point stars) in rosewood, bone-white, brass and
 * tin, optionally with a product shape inlaid with them. The same seed always gives the same
 * picture. Motifs are SVG <pattern> tiles, so an image stays a few hundred shapes however
 * fine the mosaic is, and renders quickly. No text, fonts or external references.
 */

export const MOTIFS = ["triangles", "hexagonal-star", "chevrons", "diamonds", "eight-point-star", "sawtooth"] as const;
export type Motif = (typeof MOTIFS)[number];

/** What the picture shows: a flat inlaid panel, or an object inlaid with the motifs. */
export const SUBJECTS = ["panel", "box", "frame", "tray", "pen-stand", "coasters", "table", "gift-set"] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Scenes of the making, for the About page (not products: the demo rows never get them). */
export const WORKSHOP_SCENES = ["materials", "rod", "tools"] as const;
export type WorkshopScene = (typeof WORKSHOP_SCENES)[number];

/** A flat panel is mosaic edge to edge, or plain polished wood with mosaic set into it. */
export const PANEL_LAYOUTS = ["framed-field", "field-with-medallion", "bands-on-wood", "wood-with-medallion"] as const;
export type PanelLayout = (typeof PANEL_LAYOUTS)[number];

export type PatternOptions = {
  seed: number;
  width: number;
  height: number;
  /** The main motif; chosen from the seed when left out. */
  motif?: Motif;
  /** Defaults to a flat panel. */
  subject?: Subject | WorkshopScene;
  /** How a flat panel is laid out; chosen from the seed when left out. */
  layout?: PanelLayout;
  /** The main colours; the seed rotates through the palettes when left out. */
  palette?: Palette;
};

const WOOD = { light: "#663a27", mid: "#4c2c1f", deep: "#331e16" } as const;
const IVORY = { bright: "#fbf6ea", warm: "#f3ead3" } as const;
const BRASS = { deep: "#c4922c", bright: "#d9ad4c" } as const;
const TIN = "#9aa0a6";

/** The four materials of one mosaic: the ground it is set in and three strip colours. */
type Colours = { ground: string; primary: string; secondary: string; accent: string };

/** Colour schemes in the spirit of real Sadeli work, named after what dominates them. */
const PALETTES = {
  "rosewood-ivory": { ground: WOOD.deep, primary: IVORY.bright, secondary: BRASS.deep, accent: WOOD.light },
  "festive-brass": { ground: WOOD.mid, primary: BRASS.bright, secondary: IVORY.warm, accent: TIN },
  "ivory-ground": { ground: IVORY.warm, primary: WOOD.mid, secondary: BRASS.deep, accent: WOOD.deep },
  "tin-silver": { ground: WOOD.deep, primary: TIN, secondary: IVORY.bright, accent: BRASS.deep },
  "warm-wood": { ground: WOOD.light, primary: IVORY.bright, secondary: WOOD.deep, accent: BRASS.bright },
  "ivory-tin": { ground: IVORY.bright, primary: WOOD.light, secondary: TIN, accent: BRASS.deep },
} as const satisfies Record<string, Colours>;
export type Palette = keyof typeof PALETTES;
export const PALETTE_NAMES = Object.keys(PALETTES) as Palette[];

/** mulberry32: small, fast and good enough to vary pictures. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    pick: <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)]!,
  };
}
type Random = ReturnType<typeof randomSource>;

/** One decimal is plenty for pixels and keeps the SVG small. */
const px = (value: number) => String(Math.round(value * 10) / 10);
const points = (pairs: Array<[number, number]>) => pairs.map(([x, y]) => `${px(x)},${px(y)}`).join(" ");
const polygon = (pairs: Array<[number, number]>, fill: string, extra = "") => `<polygon points="${points(pairs)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, width: number, height: number, fill: string, extra = "") =>
  `<rect x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(height)}" fill="${fill}"${extra}/>`;

/** A regular polygon around (cx, cy); the first corner points up. */
function regular(cx: number, cy: number, radius: number, corners: number, turn = 0): Array<[number, number]> {
  return Array.from({ length: corners }, (_, index) => {
    const angle = turn + (index * 2 * Math.PI) / corners - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as [number, number];
  });
}

/** The content of one repeating tile and its size. */
type Tile = { width: number; height: number; body: string };

function trianglesTile(size: number, c: Colours): Tile {
  const h = (size * Math.sqrt(3)) / 2;
  const up = (cx: number, base: number, scale: number, fill: string) =>
    polygon(
      [
        [cx - (size / 2) * scale, base - (h * (1 - scale)) / 3],
        [cx, base - h + (h * (1 - scale) * 2) / 3],
        [cx + (size / 2) * scale, base - (h * (1 - scale)) / 3],
      ],
      fill,
    );
  // Two rows: the second is shifted half a triangle and uses the other strips, as a sliced rod shows.
  const body = [
    rect(0, 0, size, h, c.ground),
    rect(0, h, size, h, c.accent),
    up(size / 2, h, 0.94, c.primary),
    up(size / 2, h, 0.42, c.secondary),
    up(0, 2 * h, 0.94, c.secondary),
    up(size, 2 * h, 0.94, c.secondary),
    up(0, 2 * h, 0.42, c.ground),
    up(size, 2 * h, 0.42, c.ground),
  ].join("");
  return { width: size, height: 2 * h, body };
}

function hexagonalStarTile(size: number, c: Colours): Tile {
  const r = size / 2;
  const width = Math.sqrt(3) * r;
  const height = 3 * r;
  const centres: Array<[number, number]> = [
    [0, 0],
    [width, 0],
    [width / 2, 1.5 * r],
    [0, height],
    [width, height],
  ];
  const body = [rect(0, 0, width, height, c.ground)];
  for (const [x, y] of centres) {
    body.push(polygon(regular(x, y, r * 0.9, 6), c.primary));
    body.push(polygon(regular(x, y, r * 0.72, 3), c.secondary));
    body.push(polygon(regular(x, y, r * 0.72, 3, Math.PI), c.secondary));
    body.push(polygon(regular(x, y, r * 0.3, 6, Math.PI / 6), c.accent));
  }
  return { width, height, body: body.join("") };
}

function chevronsTile(size: number, c: Colours): Tile {
  const band = size / 4;
  const colours = [c.primary, c.ground, c.secondary, c.accent];
  const body: string[] = [];
  // Bands start above the tile too, so the V of each one wraps cleanly across the seam.
  for (let index = -4; index < 4; index += 1) {
    const top = index * band;
    body.push(
      polygon(
        [
          [0, top],
          [size / 2, top + size / 2],
          [size, top],
          [size, top + band],
          [size / 2, top + band + size / 2],
          [0, top + band],
        ],
        colours[(index + 4) % 4]!,
      ),
    );
  }
  return { width: size, height: size, body: body.join("") };
}

function diamondsTile(size: number, c: Colours): Tile {
  const width = size;
  const height = size * 0.7;
  const diamond = (cx: number, cy: number, scale: number, fill: string) =>
    polygon(
      [
        [cx, cy - (height / 2) * scale],
        [cx + (width / 2) * scale, cy],
        [cx, cy + (height / 2) * scale],
        [cx - (width / 2) * scale, cy],
      ],
      fill,
    );
  const body = [
    rect(0, 0, width, height, c.ground),
    diamond(width / 2, height / 2, 0.92, c.primary),
    diamond(width / 2, height / 2, 0.5, c.secondary),
    diamond(width / 2, height / 2, 0.18, c.accent),
  ];
  for (const [x, y] of [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ] as const) {
    body.push(diamond(x, y, 0.92, c.accent), diamond(x, y, 0.4, c.primary));
  }
  return { width, height, body: body.join("") };
}

function eightPointStarTile(size: number, c: Colours): Tile {
  const middle = size / 2;
  const body = [
    rect(0, 0, size, size, c.ground),
    polygon(regular(middle, middle, size * 0.46, 4, Math.PI / 4), c.primary),
    polygon(regular(middle, middle, size * 0.46, 4), c.primary),
    polygon(regular(middle, middle, size * 0.26, 8, Math.PI / 8), c.secondary),
    polygon(regular(middle, middle, size * 0.1, 4, Math.PI / 4), c.accent),
  ];
  for (const [x, y] of [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
  ] as const) {
    body.push(polygon(regular(x, y, size * 0.13, 4), c.secondary));
  }
  return { width: size, height: size, body: body.join("") };
}

function sawtoothTile(size: number, c: Colours): Tile {
  const height = size * 0.8;
  const body = [
    rect(0, 0, size, height, c.primary),
    polygon(
      [
        [0, height],
        [size / 2, height * 0.2],
        [size, height],
      ],
      c.ground,
    ),
    polygon(
      [
        [size * 0.25, height],
        [size / 2, height * 0.55],
        [size * 0.75, height],
      ],
      c.secondary,
    ),
    rect(0, 0, size, height * 0.12, c.accent),
  ];
  return { width: size, height, body: body.join("") };
}

const TILES: Record<Motif, (size: number, colours: Colours) => Tile> = {
  triangles: trianglesTile,
  "hexagonal-star": hexagonalStarTile,
  chevrons: chevronsTile,
  diamonds: diamondsTile,
  "eight-point-star": eightPointStarTile,
  sawtooth: sawtoothTile,
};

/** Collects the <defs> one picture needs and hands back references to them. */
class Definitions {
  private readonly parts: string[] = [];
  private count = 0;

  private nextId(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /**
   * A repeating mosaic fill. `squash` shortens it vertically, for a face seen at a slant; `flip`
   * turns it upside down. The tile is snapped to whole pixels and never given a
   * patternTransform: librsvg paints such patterns in one pass, but falls back to drawing
   * tile by tile (tens of times slower) for fractional or skewed tiles.
   */
  mosaic(motif: Motif, size: number, colours: Colours, look: { squash?: number; flip?: boolean } = {}): string {
    const id = this.nextId("m");
    const tile = TILES[motif](size, colours);
    const width = Math.max(2, Math.round(tile.width));
    const height = Math.max(2, Math.round(tile.height * (look.squash ?? 1)));
    const fit = `scale(${(width / tile.width).toFixed(4)} ${(height / tile.height).toFixed(4)})`;
    const transform = look.flip ? `translate(0 ${height}) scale(1 -1) ${fit}` : fit;
    this.parts.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}"><g transform="${transform}">${tile.body}</g></pattern>`,
    );
    return `url(#${id})`;
  }

  linear(stops: string[], vertical = true): string {
    const id = this.nextId("g");
    const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
    const stopTags = stops.map((colour, index) => `<stop offset="${px((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${colour}"/>`);
    this.parts.push(`<linearGradient id="${id}" ${direction}>${stopTags.join("")}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A soft shadow without a blur filter, which would be slow to render. */
  shadow(): string {
    const id = this.nextId("s");
    this.parts.push(
      `<radialGradient id="${id}"><stop offset="0%" stop-color="#000" stop-opacity="0.45"/><stop offset="100%" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString() {
    return `<defs>${this.parts.join("")}</defs>`;
  }
}

/** Everything a drawing step needs: where to put defs, the colours, the randomness. */
type Canvas = {
  defs: Definitions;
  random: Random;
  colours: Colours;
  /** A second palette for borders and contrasting parts. */
  other: Colours;
  motif: Motif;
  /** The shorter side of the picture: sizes are fractions of it. */
  unit: number;
};

function otherMotif(random: Random, not: Motif): Motif {
  return random.pick(MOTIFS.filter((motif) => motif !== not));
}

/** A straight band of mosaic between two brass strips, as on the rim of a box. */
function band(canvas: Canvas, x: number, y: number, width: number, height: number, motif: Motif, colours: Colours, flip = false) {
  const strip = Math.max(1.5, height * 0.09);
  return [
    rect(x, y, width, height, canvas.defs.mosaic(motif, height * 0.8, colours, { flip })),
    rect(x, y, width, strip, BRASS.deep),
    rect(x, y + height - strip, width, strip, BRASS.deep),
  ].join("");
}

/** Polished rosewood: a warm gradient crossed by a few slow grain lines. */
function woodGround(canvas: Canvas, width: number, height: number): string {
  const { defs, random } = canvas;
  const parts = [rect(0, 0, width, height, defs.linear([WOOD.light, WOOD.mid, WOOD.deep]))];
  for (let line = 0; line < 14; line += 1) {
    const y = random.between(0, height);
    const wave = height * random.between(0.02, 0.06);
    parts.push(
      `<path d="M0 ${px(y)} C${px(width * 0.3)} ${px(y - wave)} ${px(width * 0.6)} ${px(y + wave)} ${px(width)} ${px(y + random.between(-wave, wave))}" fill="none" stroke="${random.pick([WOOD.light, "#7a4a33", WOOD.deep])}" stroke-opacity="0.45" stroke-width="${px(random.between(1, 4))}"/>`,
    );
  }
  return parts.join("");
}

/** A six- or eight-sided medallion of another mosaic, set in brass, in the middle. */
function medallion(canvas: Canvas, width: number, height: number): string {
  const { defs, random, colours, other, motif, unit } = canvas;
  const radius = unit * random.between(0.2, 0.3);
  // Square-based motifs get an octagon, triangle-based ones a hexagon, echoing their symmetry.
  const sides = motif === "eight-point-star" || motif === "diamonds" ? 8 : 6;
  const turn = sides === 8 ? Math.PI / 8 : 0;
  return [
    polygon(regular(width / 2, height / 2, radius * 1.08, sides, turn), BRASS.deep),
    polygon(regular(width / 2, height / 2, radius, sides, turn), defs.mosaic(otherMotif(random, motif), radius * 0.28, other)),
    polygon(regular(width / 2, height / 2, radius * 0.3, sides), colours.ground, ` stroke="${BRASS.bright}" stroke-width="${px(unit * 0.006)}"`),
  ].join("");
}

/** A border of sawtooth courses top and bottom and triangles down the sides. */
function border(canvas: Canvas, width: number, height: number): string {
  const { defs, random, other, unit } = canvas;
  const thickness = unit * random.between(0.07, 0.1);
  return [
    band(canvas, 0, 0, width, thickness, "sawtooth", other),
    band(canvas, 0, height - thickness, width, thickness, "sawtooth", other, true),
    // The sides are plain courses of triangles: the sawtooth only reads well horizontally.
    rect(0, thickness, thickness, height - 2 * thickness, defs.mosaic("triangles", thickness * 0.5, other)),
    rect(width - thickness, thickness, thickness, height - 2 * thickness, defs.mosaic("triangles", thickness * 0.5, other)),
    `<rect x="${px(thickness)}" y="${px(thickness)}" width="${px(width - 2 * thickness)}" height="${px(height - 2 * thickness)}" fill="none" stroke="${BRASS.bright}" stroke-width="${px(Math.max(2, unit * 0.008))}"/>`,
  ].join("");
}

/**
 * A flat inlaid panel, laid out one of the traditional ways: mosaic over the whole surface, or
 * courses and a medallion set into plain polished wood.
 */
function panel(canvas: Canvas, width: number, height: number, layout: PanelLayout): string {
  const { defs, random, colours, other, motif, unit } = canvas;
  if (layout === "bands-on-wood") {
    const parts = [woodGround(canvas, width, height)];
    let y = random.between(0.08, 0.2) * height;
    // Every other course is the main motif, the rest contrast with it.
    for (let course = 0; y < height; course += 1) {
      const courseHeight = unit * random.between(0.06, 0.1);
      const courseMotif = course % 2 === 0 ? motif : otherMotif(random, motif);
      parts.push(band(canvas, 0, y, width, courseHeight, courseMotif, course % 2 === 0 ? colours : other));
      y += courseHeight + unit * random.between(0.16, 0.32);
    }
    return parts.join("");
  }
  const ground =
    layout === "wood-with-medallion"
      ? woodGround(canvas, width, height)
      : rect(0, 0, width, height, defs.mosaic(motif, unit * random.between(0.11, 0.16), colours));
  const centre = layout === "framed-field" ? "" : medallion(canvas, width, height);
  return ground + border(canvas, width, height) + centre;
}

/** A plain surface the object stands on: studio paper or a dark work bench. */
function backdrop(canvas: Canvas, width: number, height: number): string {
  const { defs, random } = canvas;
  const dark = random.next() > 0.5;
  const surface = dark ? defs.linear([WOOD.mid, WOOD.deep, "#1f120d"]) : defs.linear([IVORY.bright, IVORY.warm, "#e4d6b4"]);
  return [
    rect(0, 0, width, height, surface),
    rect(0, height * 0.72, width, height * 0.28, dark ? "#000" : WOOD.light, ` fill-opacity="${dark ? 0.25 : 0.1}"`),
  ].join("");
}

function shadowUnder(canvas: Canvas, cx: number, cy: number, rx: number, ry: number) {
  return `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(rx)}" ry="${px(ry)}" fill="${canvas.defs.shadow()}"/>`;
}

/** The region of the picture an object is drawn in. */
type Area = { x: number; y: number; width: number; height: number };

/** A cuboid seen from the front and a little above and to the left. */
function cuboid(canvas: Canvas, area: Area, lidShare: number) {
  const { defs, colours, other, motif, random } = canvas;
  const depthX = area.width * 0.16;
  const depthY = area.height * 0.2;
  const frontWidth = area.width - depthX;
  const frontHeight = area.height - depthY;
  const left = area.x;
  const top = area.y + depthY;
  const edge = ` stroke="${BRASS.deep}" stroke-width="${px(Math.max(1.5, area.width * 0.006))}" stroke-linejoin="round"`;
  const tileSize = frontWidth * random.between(0.09, 0.13);
  const topFace: Array<[number, number]> = [
    [left, top],
    [left + depthX, area.y],
    [left + area.width, area.y],
    [left + frontWidth, top],
  ];
  const sideFace: Array<[number, number]> = [
    [left + frontWidth, top],
    [left + area.width, area.y],
    [left + area.width, area.y + frontHeight],
    [left + frontWidth, top + frontHeight],
  ];
  // The top's mosaic is foreshortened to lie flat on it.
  const parts = [
    shadowUnder(canvas, left + area.width / 2, top + frontHeight, area.width * 0.62, area.height * 0.12),
    polygon(topFace, defs.mosaic(otherMotif(random, motif), tileSize * 1.3, other, { squash: 0.5 }), edge),
    rect(left, top, frontWidth, frontHeight, defs.mosaic(motif, tileSize, colours), edge),
    polygon(sideFace, defs.mosaic(motif, tileSize, colours), edge),
    polygon(sideFace, "#000", ` fill-opacity="0.32"`),
    polygon(topFace, "#fff", ` fill-opacity="0.08"`),
  ];
  if (lidShare > 0) {
    const lidLine = top + frontHeight * lidShare;
    parts.push(
      band(canvas, left, lidLine - frontHeight * 0.06, frontWidth, frontHeight * 0.12, "sawtooth", other),
      `<line x1="${px(left + frontWidth)}" y1="${px(lidLine)}" x2="${px(left + area.width)}" y2="${px(lidLine - depthY)}" stroke="${WOOD.deep}" stroke-width="${px(area.width * 0.006)}"/>`,
      rect(
        left + frontWidth / 2 - frontWidth * 0.04,
        lidLine - frontHeight * 0.02,
        frontWidth * 0.08,
        frontHeight * 0.14,
        BRASS.bright,
        ` rx="${px(frontWidth * 0.01)}" stroke="${BRASS.deep}" stroke-width="2"`,
      ),
    );
  }
  return { svg: parts.join(""), topFace };
}

function box(canvas: Canvas, area: Area): string {
  const { svg } = cuboid(canvas, area, 0.32);
  const foot = area.width * 0.05;
  const bottom = area.y + area.height;
  const feet = [area.x + foot * 0.6, area.x + area.width - area.width * 0.16 - foot * 1.6].map((x) =>
    rect(x, bottom - 2, foot, foot * 0.5, BRASS.deep, ` rx="${px(foot * 0.15)}"`),
  );
  return svg + feet.join("");
}

function penStand(canvas: Canvas, area: Area): string {
  const { random } = canvas;
  const body = { x: area.x, y: area.y + area.height * 0.35, width: area.width, height: area.height * 0.65 };
  const { svg, topFace } = cuboid(canvas, body, 0);
  // The opening, then pens rising out of it.
  const [a, b, c, d] = topFace;
  const inset = (p: [number, number], q: [number, number]): [number, number] => [p[0] + (q[0] - p[0]) * 0.12, p[1] + (q[1] - p[1]) * 0.12];
  const opening = polygon([inset(a!, c!), inset(b!, d!), inset(c!, a!), inset(d!, b!)], "#1a0f0a");
  const pens: string[] = [];
  const count = 3 + Math.floor(random.next() * 3);
  for (let index = 0; index < count; index += 1) {
    const baseX = body.x + body.width * (0.25 + (index / count) * 0.55);
    const baseY = body.y + body.height * 0.12;
    const tipX = baseX + area.width * random.between(-0.12, 0.12);
    const tipY = area.y + area.height * random.between(0, 0.2);
    const colour = random.pick([WOOD.light, BRASS.bright, TIN, WOOD.deep, IVORY.warm]);
    pens.push(
      `<line x1="${px(baseX)}" y1="${px(baseY)}" x2="${px(tipX)}" y2="${px(tipY)}" stroke="${colour}" stroke-width="${px(area.width * 0.045)}" stroke-linecap="round"/>`,
      `<line x1="${px(baseX)}" y1="${px(baseY)}" x2="${px(tipX)}" y2="${px(tipY)}" stroke="#fff" stroke-opacity="0.18" stroke-width="${px(area.width * 0.012)}" stroke-linecap="round"/>`,
    );
  }
  return svg + opening + pens.join("");
}

function frame(canvas: Canvas, area: Area): string {
  const { defs, colours, other, motif, random, unit } = canvas;
  const border = Math.min(area.width, area.height) * 0.2;
  const innerX = area.x + border;
  const innerY = area.y + border;
  const innerWidth = area.width - 2 * border;
  const innerHeight = area.height - 2 * border;
  const sky = defs.linear(random.next() > 0.5 ? ["#cfd6dc", "#eef0ea", IVORY.warm] : ["#e8c98f", "#f3e2bd", IVORY.bright]);
  const hills = (lift: number, fill: string) =>
    polygon(
      [
        [innerX, innerY + innerHeight],
        [innerX, innerY + innerHeight * (0.7 - lift)],
        [innerX + innerWidth * 0.3, innerY + innerHeight * (0.5 - lift)],
        [innerX + innerWidth * 0.55, innerY + innerHeight * (0.68 - lift)],
        [innerX + innerWidth * 0.8, innerY + innerHeight * (0.45 - lift)],
        [innerX + innerWidth, innerY + innerHeight * (0.6 - lift)],
        [innerX + innerWidth, innerY + innerHeight],
      ],
      fill,
    );
  const stroke = ` stroke="${BRASS.deep}" stroke-width="${px(Math.max(2, unit * 0.005))}"`;
  return [
    rect(area.x + unit * 0.025, area.y + unit * 0.03, area.width, area.height, "#000", ` fill-opacity="0.3"`),
    rect(area.x, area.y, area.width, area.height, defs.mosaic(motif, border * 0.4, colours), stroke),
    rect(area.x + border * 0.12, area.y + border * 0.12, area.width - border * 0.24, area.height - border * 0.24, "none", stroke),
    rect(
      innerX - border * 0.16,
      innerY - border * 0.16,
      innerWidth + border * 0.32,
      innerHeight + border * 0.32,
      defs.mosaic(otherMotif(random, motif), border * 0.2, other),
      stroke,
    ),
    rect(innerX, innerY, innerWidth, innerHeight, sky),
    `<circle cx="${px(innerX + innerWidth * 0.72)}" cy="${px(innerY + innerHeight * 0.3)}" r="${px(innerHeight * 0.1)}" fill="${BRASS.bright}" fill-opacity="0.8"/>`,
    hills(0, TIN),
    hills(-0.18, WOOD.light),
    rect(innerX, innerY, innerWidth, innerHeight, "none", stroke),
  ].join("");
}

function tray(canvas: Canvas, area: Area): string {
  const { defs, colours, other, motif, random } = canvas;
  const rimHeight = area.height * 0.14;
  const slant = area.width * 0.1;
  const top = area.y;
  const floor = area.y + area.height - rimHeight;
  const outer: Array<[number, number]> = [
    [area.x + slant, top],
    [area.x + area.width - slant, top],
    [area.x + area.width, floor],
    [area.x, floor],
  ];
  const rim = area.width * 0.04;
  const inner: Array<[number, number]> = [
    [area.x + slant + rim, top + rim * 0.8],
    [area.x + area.width - slant - rim, top + rim * 0.8],
    [area.x + area.width - rim * 1.4, floor - rim * 0.8],
    [area.x + rim * 1.4, floor - rim * 0.8],
  ];
  const handle = (x: number) =>
    `<ellipse cx="${px(x)}" cy="${px(top + area.height * 0.45)}" rx="${px(area.width * 0.035)}" ry="${px(area.height * 0.07)}" fill="#1a0f0a" stroke="${BRASS.deep}" stroke-width="2"/>`;
  const tileSize = area.width * random.between(0.08, 0.11);
  return [
    shadowUnder(canvas, area.x + area.width / 2, area.y + area.height, area.width * 0.6, area.height * 0.14),
    rect(area.x, floor, area.width, rimHeight, defs.linear([WOOD.light, WOOD.deep]), ` stroke="${BRASS.deep}" stroke-width="2"`),
    band(canvas, area.x, floor + rimHeight * 0.2, area.width, rimHeight * 0.6, "sawtooth", other),
    polygon(outer, defs.linear([WOOD.light, WOOD.mid]), ` stroke="${BRASS.deep}" stroke-width="2"`),
    polygon(inner, defs.mosaic(motif, tileSize, colours, { squash: 0.55 }), ` stroke="${BRASS.bright}" stroke-width="3"`),
    polygon(inner, "#fff", ` fill-opacity="0.06"`),
    handle(area.x + slant * 0.75),
    handle(area.x + area.width - slant * 0.75),
  ].join("");
}

function coasters(canvas: Canvas, area: Area): string {
  const { defs, colours, other, motif, random } = canvas;
  const radius = Math.min(area.width / 4.4, area.height / 2.6);
  const parts = [shadowUnder(canvas, area.x + area.width / 2, area.y + area.height * 0.85, area.width * 0.55, area.height * 0.14)];
  const sides = random.pick([6, 8, 40] as const);
  // Each coaster of a set is laid from a different rod.
  const motifs = [motif, ...MOTIFS.filter((candidate) => candidate !== motif && candidate !== "sawtooth")];
  for (let index = 0; index < 4; index += 1) {
    const cx = area.x + radius * 1.1 + index * radius * 0.72 * (area.width / (radius * 4.4));
    const cy = area.y + area.height * 0.5 + (index % 2 === 0 ? -1 : 1) * radius * 0.25;
    const palette = index % 2 === 0 ? colours : other;
    parts.push(
      polygon(regular(cx + radius * 0.06, cy + radius * 0.08, radius, sides), "#000", ` fill-opacity="0.3"`),
      polygon(regular(cx, cy, radius, sides), defs.linear([WOOD.light, WOOD.deep]), ` stroke="${BRASS.deep}" stroke-width="2"`),
      polygon(regular(cx, cy, radius * 0.82, sides), defs.mosaic(motifs[index]!, radius * 0.22, palette), ` stroke="${BRASS.bright}" stroke-width="2"`),
    );
  }
  return parts.join("");
}

function table(canvas: Canvas, area: Area): string {
  const { defs, colours, other, motif, random } = canvas;
  const topHeight = area.height * 0.28;
  const inset = area.width * 0.12;
  const topFace: Array<[number, number]> = [
    [area.x + inset, area.y],
    [area.x + area.width - inset, area.y],
    [area.x + area.width, area.y + topHeight],
    [area.x, area.y + topHeight],
  ];
  const apronTop = area.y + topHeight;
  const apronHeight = area.height * 0.1;
  const legWidth = area.width * 0.055;
  const legTop = apronTop + apronHeight;
  const floor = area.y + area.height;
  const wood = defs.linear([WOOD.light, WOOD.deep], false);
  const leg = (x: number, shortBy = 0) => rect(x, legTop, legWidth, floor - legTop - shortBy, wood, ` stroke="${WOOD.deep}" stroke-width="1"`);
  return [
    shadowUnder(canvas, area.x + area.width / 2, floor, area.width * 0.6, area.height * 0.07),
    leg(area.x + inset * 1.1, area.height * 0.1),
    leg(area.x + area.width - inset * 1.1 - legWidth, area.height * 0.1),
    leg(area.x + area.width * 0.04),
    leg(area.x + area.width * 0.96 - legWidth),
    band(canvas, area.x, apronTop, area.width, apronHeight, otherMotif(random, motif), other),
    polygon(topFace, defs.mosaic(motif, area.width * 0.07, colours, { squash: 0.45 }), ` stroke="${BRASS.deep}" stroke-width="3"`),
    polygon(topFace, "#fff", ` fill-opacity="0.07"`),
  ].join("");
}

/** A long stick of one material lying on the bench, turned by `angle` degrees around its middle. */
function stick(canvas: Canvas, x: number, y: number, length: number, thickness: number, angle: number, tones: readonly [string, string]) {
  const turn = ` transform="rotate(${px(angle)} ${px(x + length / 2)} ${px(y + thickness / 2)})"`;
  return [
    `<g${turn}>`,
    rect(x + thickness * 0.4, y + thickness * 0.9, length, thickness * 0.5, "#000", ` fill-opacity="0.25"`),
    rect(x, y, length, thickness, canvas.defs.linear([tones[0], tones[1]])),
    rect(x, y, length, thickness * 0.18, "#fff", ` fill-opacity="0.18"`),
    rect(x + length - thickness * 0.5, y, thickness * 0.5, thickness, tones[1]),
    "</g>",
  ].join("");
}

/** Selecting materials: sticks of rosewood, bone, brass and tin laid side by side, and a coil of wire. */
function materials(canvas: Canvas, area: Area): string {
  const tones = [
    [WOOD.light, WOOD.deep],
    [IVORY.bright, "#d9ccb0"],
    [BRASS.bright, BRASS.deep],
    ["#c9ced3", TIN],
    ["#7a4a33", WOOD.mid],
  ] as const;
  const thickness = area.height * 0.09;
  const parts = tones.map((tone, index) =>
    stick(canvas, area.x + area.width * 0.04 * index, area.y + area.height * (0.12 + index * 0.16), area.width * 0.78, thickness, -8 + index * 1.5, tone),
  );
  const coil = { cx: area.x + area.width * 0.86, cy: area.y + area.height * 0.78, r: area.height * 0.15 };
  for (let ring = 0; ring < 5; ring += 1) {
    parts.push(
      `<ellipse cx="${px(coil.cx + ring * 2)}" cy="${px(coil.cy - ring * 3)}" rx="${px(coil.r)}" ry="${px(coil.r * 0.45)}" fill="none" stroke="${ring % 2 ? BRASS.bright : BRASS.deep}" stroke-width="${px(area.height * 0.012)}"/>`,
    );
  }
  return parts.join("");
}

/** Rod assembly and slicing: a hexagonal rod of glued strips whose end shows the motif, and wafers cut from it. */
function rod(canvas: Canvas, area: Area): string {
  const { defs, colours, motif } = canvas;
  const radius = area.height * 0.36;
  const end = { x: area.x + area.width * 0.5, y: area.y + area.height * 0.55 };
  const depth: [number, number] = [area.width * 0.5, -area.height * 0.22];
  const face = defs.mosaic(motif === "chevrons" ? "hexagonal-star" : motif, radius * 0.3, colours);
  const parts: string[] = [shadowUnder(canvas, end.x + depth[0] * 0.5, end.y + radius * 0.95, area.width * 0.4, radius * 0.18)];
  /** One hexagonal prism: the sides that face the way it runs, then its near end. */
  const prism = (cx: number, cy: number, r: number, run: [number, number]) => {
    const corners = regular(cx, cy, r, 6);
    corners.forEach((corner, index) => {
      const next = corners[(index + 1) % 6]!;
      // Outward normal of this side; it is seen when it faces the direction the prism runs.
      const normal = [next[1] - corner[1], corner[0] - next[0]];
      if (normal[0]! * run[0] + normal[1]! * run[1] <= 0) return;
      const shade = index % 2 ? WOOD.mid : WOOD.light;
      parts.push(polygon([corner, next, [next[0] + run[0], next[1] + run[1]], [corner[0] + run[0], corner[1] + run[1]]], shade));
      // The glued strips show along the side as fine lines of bone and brass.
      for (let line = 1; line < 4; line += 1) {
        const t = line / 4;
        const from: [number, number] = [corner[0] + (next[0] - corner[0]) * t, corner[1] + (next[1] - corner[1]) * t];
        parts.push(
          `<line x1="${px(from[0])}" y1="${px(from[1])}" x2="${px(from[0] + run[0])}" y2="${px(from[1] + run[1])}" stroke="${line === 2 ? BRASS.bright : IVORY.warm}" stroke-opacity="0.7" stroke-width="${px(r * 0.025)}"/>`,
        );
      }
    });
    parts.push(polygon(corners, BRASS.deep), polygon(regular(cx, cy, r * 0.94, 6), face));
  };
  prism(end.x, end.y, radius, depth);
  // Two wafers sliced off, standing in front of the rod.
  prism(area.x + radius * 0.7, area.y + area.height * 0.62, radius * 0.62, [radius * 0.12, -radius * 0.05]);
  prism(area.x + radius * 1.55, area.y + area.height * 0.74, radius * 0.45, [radius * 0.1, -radius * 0.04]);
  return parts.join("");
}

/** The bench's tools: a brass-backed saw, a block plane, a file, and strips waiting to be glued. */
function tools(canvas: Canvas, area: Area): string {
  const { defs, random } = canvas;
  const { x, y, width, height } = area;
  const steel = defs.linear(["#dfe3e6", TIN, "#7d848a"]);
  const parts: string[] = [];
  // Saw: blade with teeth, brass spine, wooden handle.
  const blade = { x: x + width * 0.04, y: y + height * 0.08, width: width * 0.55, height: height * 0.26 };
  const teeth: Array<[number, number]> = [];
  for (let tooth = 0; tooth <= 28; tooth += 1) {
    teeth.push([blade.x + blade.width - (blade.width * tooth) / 28, blade.y + blade.height + (tooth % 2 ? height * 0.02 : 0)]);
  }
  parts.push(
    polygon([[blade.x, blade.y], [blade.x + blade.width, blade.y], ...teeth], steel),
    rect(blade.x - width * 0.005, blade.y - height * 0.03, blade.width + width * 0.01, height * 0.05, defs.linear([BRASS.bright, BRASS.deep])),
    polygon(
      [
        [blade.x + blade.width - width * 0.01, blade.y - height * 0.04],
        [blade.x + blade.width + width * 0.14, blade.y - height * 0.02],
        [blade.x + blade.width + width * 0.16, blade.y + blade.height * 1.25],
        [blade.x + blade.width + width * 0.02, blade.y + blade.height * 1.1],
      ],
      defs.linear([WOOD.light, WOOD.deep], false),
    ),
    `<ellipse cx="${px(blade.x + blade.width + width * 0.08)}" cy="${px(blade.y + blade.height * 0.55)}" rx="${px(width * 0.03)}" ry="${px(height * 0.08)}" fill="#1a0f0a"/>`,
  );
  // Block plane: a wooden body, its iron and a brass knob.
  const plane = { x: x + width * 0.62, y: y + height * 0.5, width: width * 0.34, height: height * 0.2 };
  parts.push(
    shadowUnder(canvas, plane.x + plane.width / 2, plane.y + plane.height, plane.width * 0.55, height * 0.04),
    rect(plane.x, plane.y, plane.width, plane.height, defs.linear([WOOD.light, WOOD.mid]), ` rx="${px(height * 0.03)}"`),
    polygon(
      [
        [plane.x + plane.width * 0.45, plane.y - height * 0.12],
        [plane.x + plane.width * 0.55, plane.y - height * 0.12],
        [plane.x + plane.width * 0.62, plane.y + plane.height * 0.6],
        [plane.x + plane.width * 0.52, plane.y + plane.height * 0.6],
      ],
      steel,
    ),
    `<circle cx="${px(plane.x + plane.width * 0.18)}" cy="${px(plane.y - height * 0.02)}" r="${px(height * 0.05)}" fill="${BRASS.deep}"/>`,
  );
  // File: a long hatched steel bar with a wooden handle.
  const file = { x: x + width * 0.04, y: y + height * 0.62, width: width * 0.5, height: height * 0.06 };
  parts.push(rect(file.x, file.y, file.width, file.height, steel));
  for (let cut = file.x + file.height; cut < file.x + file.width; cut += Math.max(4, width * 0.012)) {
    parts.push(
      `<line x1="${px(cut)}" y1="${px(file.y)}" x2="${px(cut - file.height * 0.6)}" y2="${px(file.y + file.height)}" stroke="#6b7177" stroke-width="1"/>`,
    );
  }
  parts.push(
    rect(
      file.x + file.width,
      file.y - file.height * 0.25,
      width * 0.12,
      file.height * 1.5,
      defs.linear([WOOD.light, WOOD.deep]),
      ` rx="${px(file.height * 0.5)}"`,
    ),
  );
  // Fine strips, laid out in the order they will be glued.
  const strips = { x: x + width * 0.06, y: y + height * 0.82 };
  for (let strip = 0; strip < 9; strip += 1) {
    const colour = [WOOD.light, IVORY.bright, BRASS.bright, TIN][strip % 4]!;
    parts.push(rect(strips.x + strip * width * 0.035, strips.y + random.between(0, height * 0.02), width * 0.022, height * 0.16, colour, ` rx="1"`));
  }
  return parts.join("");
}

/** Where an object sits in the picture: centred, a little below the middle, keeping its shape. */
function placed(width: number, height: number, share: number, aspect: number): Area {
  let objectWidth = width * share;
  let objectHeight = objectWidth / aspect;
  if (objectHeight > height * 0.78) {
    objectHeight = height * 0.78;
    objectWidth = objectHeight * aspect;
  }
  return { x: (width - objectWidth) / 2, y: (height - objectHeight) / 2 + height * 0.04, width: objectWidth, height: objectHeight };
}

function subjectDrawing(canvas: Canvas, subject: Exclude<Subject | WorkshopScene, "panel">, width: number, height: number): string {
  const { random } = canvas;
  switch (subject) {
    case "materials":
      return materials(canvas, placed(width, height, 0.8, 1.9));
    case "rod":
      return rod(canvas, placed(width, height, 0.84, 2.2));
    case "tools":
      return tools(canvas, placed(width, height, 0.86, 1.7));
    case "box":
      return box(canvas, placed(width, height, random.between(0.55, 0.68), random.between(1.4, 1.9)));
    case "pen-stand":
      return penStand(canvas, placed(width, height, random.between(0.28, 0.36), random.between(0.6, 0.75)));
    case "frame": {
      const portrait = random.next() > 0.5;
      return frame(canvas, placed(width, height, portrait ? 0.42 : 0.6, portrait ? 0.8 : 1.3));
    }
    case "tray":
      return tray(canvas, placed(width, height, random.between(0.66, 0.76), random.between(2, 2.4)));
    case "coasters":
      return coasters(canvas, placed(width, height, 0.74, 2.4));
    case "table":
      return table(canvas, placed(width, height, random.between(0.5, 0.6), random.between(1.1, 1.3)));
    case "gift-set": {
      // A box beside a pen stand, as the sets are packed.
      const left = placed(width, height, 0.46, 1.6);
      left.x = width * 0.12;
      left.y += height * 0.08;
      const right = placed(width, height, 0.22, 0.68);
      right.x = width * 0.64;
      right.y -= height * 0.04;
      return box(canvas, left) + penStand(canvas, right);
    }
  }
}

/** The artwork as an SVG document of exactly `width` x `height` pixels. */
export function patternSvg(options: PatternOptions): string {
  const { seed, width, height, subject = "panel" } = options;
  const random = randomSource(seed * 2654435761);
  const motif = options.motif ?? random.pick(MOTIFS.filter((candidate) => candidate !== "sawtooth"));
  const paletteIndex = options.palette ? PALETTE_NAMES.indexOf(options.palette) : Math.abs(Math.floor(seed)) % PALETTE_NAMES.length;
  const otherIndex = (paletteIndex + 1 + Math.floor(random.next() * (PALETTE_NAMES.length - 1))) % PALETTE_NAMES.length;
  const layout = options.layout ?? random.pick(PANEL_LAYOUTS);
  const canvas: Canvas = {
    defs: new Definitions(),
    random,
    colours: PALETTES[PALETTE_NAMES[paletteIndex]!],
    other: PALETTES[PALETTE_NAMES[otherIndex]!],
    motif,
    unit: Math.min(width, height),
  };
  const body = subject === "panel" ? panel(canvas, width, height, layout) : backdrop(canvas, width, height) + subjectDrawing(canvas, subject, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${canvas.defs.toString()}${body}</svg>`;
}
