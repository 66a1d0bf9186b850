// The demo image CDN: GET /cdn/{uploadId}.jpg?width={w}&crop={x},{y},{w},{h}.
// Every upload is a generated theatre poster in a 2400 x 1600 source space: a gradient sky
// seeded from the upload id, a spotlight beam with a performer's silhouette, a stage floor
// and draped curtains. The crop picks a rectangle of that artwork (the SVG viewBox) and the
// answer is `width` pixels wide at the crop's aspect ratio. Served as SVG despite the .jpg
// name: browsers follow the Content-Type.
import type { IncomingMessage, ServerResponse } from "node:http";
import { SOURCE_HEIGHT, SOURCE_WIDTH } from "./fixtures/images";
import { randomFrom } from "./fixtures/random";

export type Crop = { x: number; y: number; width: number; height: number };

const DEFAULT_WIDTH = 1280;
const MIN_WIDTH = 16;
const MAX_WIDTH = 3840;
const CURTAIN_HUES = [352, 4, 282, 222, 162, 36];
const IMAGE_PATH = /^\/cdn\/([A-Za-z0-9_-]{1,120})\.jpg$/;

/** "x,y,w,h" → a crop; anything else → the whole source. */
export function parseCrop(value: string | null): Crop {
  const parts = (value ?? "").split(",").map((part) => Number(part.trim()));
  const [x, y, width, height] = parts;
  if (
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    width !== undefined &&
    height !== undefined &&
    width > 0 &&
    height > 0
  ) {
    return { x: x ?? 0, y: y ?? 0, width, height };
  }
  return { x: 0, y: 0, width: SOURCE_WIDTH, height: SOURCE_HEIGHT };
}

export function parseWidth(value: string | null): number {
  const width = Number(value);
  if (!value || !Number.isFinite(width)) return DEFAULT_WIDTH;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

function scallops(count: number, depth: number): string {
  const step = SOURCE_WIDTH / count;
  let path = `M0 0H${SOURCE_WIDTH}V120`;
  for (let index = count; index > 0; index--) {
    const end = (index - 1) * step;
    path += `Q${end + step / 2} ${120 + depth} ${end} 120`;
  }
  return `${path}Z`;
}

/** The artwork for an upload, cropped and sized. Pure and deterministic. */
/**
 * Where the performer can stand: the spotlight falls between these x positions, and the
 * silhouette (a head of radius 44 above a body 160 wide) stands on the stage floor.
 */
export const PERFORMER = {
  spotX: [760, 1640],
  floorY: 1310,
  halfWidth: 80,
  headTop: 1310 - 290 - 44,
} as const;

export function renderPlaceholderImage(uploadId: string, width: number, crop: Crop): string {
  const random = randomFrom(`image:${uploadId}`);
  const hue = random.int(0, 359);
  const sky = [hsl(hue, 55, 10), hsl(hue + random.int(25, 70), 60, 30)];
  const light = hsl(hue + 180 + random.int(-40, 40), 90, 86);
  const curtainHue = random.pick(CURTAIN_HUES);
  const curtain = [hsl(curtainHue, 70, 14), hsl(curtainHue, 68, 36)];
  const spotX = random.int(...PERFORMER.spotX);
  const floorY = PERFORMER.floorY;
  const bokeh = Array.from({ length: 16 }, () => {
    const cx = random.int(200, 2200);
    const cy = random.int(160, 1100);
    const r = random.int(8, 70);
    const opacity = (0.05 + random.next() * 0.15).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}" fill-opacity="${opacity}"/>`;
  }).join("");
  const figure = random.chance(0.75)
    ? `<g fill="${hsl(hue, 40, 5)}"><circle cx="${spotX}" cy="${floorY - 290}" r="44"/>` +
      `<path d="M${spotX - 80} ${floorY}Q${spotX - 70} ${floorY - 190} ${spotX} ${floorY - 240}Q${spotX + 70} ${floorY - 190} ${spotX + 80} ${floorY}Z"/></g>`
    : "";
  const curtainPath = "M0 0H820C720 480 540 900 380 1150C330 1300 340 1460 400 1600H0Z";
  const folds = [140, 300, 460, 620]
    .map(
      (x) =>
        `<path d="M${x} 0C${x - 40} 600 ${x * 0.55} 1100 ${x * 0.45} 1600" stroke="${curtain[0]}" stroke-width="18" stroke-opacity="0.55" fill="none"/>`,
    )
    .join("");
  const height = Math.max(1, Math.round((width * crop.height) / crop.width));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${crop.x} ${crop.y} ${crop.width} ${crop.height}" preserveAspectRatio="xMidYMid slice">` +
    "<defs>" +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.05"/><stop offset="1" stop-color="${light}" stop-opacity="0.5"/></linearGradient>` +
    `<radialGradient id="pool"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="drape" x1="0" x2="0.16" spreadMethod="repeat"><stop offset="0" stop-color="${curtain[0]}"/><stop offset="0.5" stop-color="${curtain[1]}"/><stop offset="1" stop-color="${curtain[0]}"/></linearGradient>` +
    `<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>` +
    "</defs>" +
    `<rect width="${SOURCE_WIDTH}" height="${SOURCE_HEIGHT}" fill="url(#sky)"/>` +
    bokeh +
    `<rect y="${floorY}" width="${SOURCE_WIDTH}" height="${SOURCE_HEIGHT - floorY}" fill="${hsl(hue, 35, 7)}"/>` +
    `<rect y="${floorY}" width="${SOURCE_WIDTH}" height="8" fill="${light}" fill-opacity="0.25"/>` +
    `<polygon points="${spotX - 70},0 ${spotX + 70},0 ${spotX + 400},${floorY + 20} ${spotX - 400},${floorY + 20}" fill="url(#beam)"/>` +
    `<ellipse cx="${spotX}" cy="${floorY + 20}" rx="460" ry="80" fill="url(#pool)"/>` +
    figure +
    `<g><path d="${curtainPath}" fill="url(#drape)"/>${folds}</g>` +
    `<g transform="translate(${SOURCE_WIDTH} 0) scale(-1 1)"><path d="${curtainPath}" fill="url(#drape)"/>${folds}</g>` +
    `<path d="${scallops(10, 110)}" fill="${curtain[1]}"/>` +
    `<path d="M0 0H${SOURCE_WIDTH}V60H0Z" fill="${curtain[0]}"/>` +
    `<rect width="${SOURCE_WIDTH}" height="${SOURCE_HEIGHT}" fill="url(#vignette)"/>` +
    "</svg>"
  );
}

/**
 * The image route. Its (req, res) signature fits node:http and express alike
 * (`app.get("/cdn/:file", handleImageRequest)`). Unknown paths answer 404.
 */
export function handleImageRequest(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://cdn.local");
  const match = IMAGE_PATH.exec(url.pathname);
  if (!match?.[1] || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  const svg = renderPlaceholderImage(
    match[1],
    parseWidth(url.searchParams.get("width")),
    parseCrop(url.searchParams.get("crop")),
  );
  res.writeHead(200, {
    "Content-Type": "image/svg+xml",
    "Content-Length": Buffer.byteLength(svg),
    "Cache-Control": "public, max-age=31536000, immutable",
  });
  res.end(req.method === "HEAD" ? undefined : svg);
}
