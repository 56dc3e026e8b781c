import type { PlaceholderBody } from "#app/domain/vehicle-image";

// Side-view silhouettes on a 320x200 canvas: the body outline, then the two wheel centres.
const SHAPES: Record<PlaceholderBody, { body: string; wheels: [number, number] }> = {
  sedan: {
    body:
      "M28 128 C30 112 44 106 62 104 L98 100 L128 78 C136 72 146 70 158 70 L206 70 " +
      "C218 70 228 74 236 82 L258 100 L282 106 C294 109 300 116 300 126 L300 136 L28 136 Z",
    wheels: [86, 244],
  },
  suv: {
    body:
      "M26 132 L26 108 C26 100 32 96 40 95 L76 92 L102 60 C106 55 112 53 120 53 L236 53 " +
      "C246 53 252 57 256 64 L272 92 L288 96 C296 98 300 104 300 112 L300 138 L26 138 Z",
    wheels: [84, 246],
  },
  truck: {
    body:
      "M24 134 L24 104 C24 98 28 95 34 95 L70 93 L92 60 C95 56 100 54 106 54 L160 54 " +
      "C166 54 170 58 170 64 L170 94 L296 94 C300 94 302 97 302 101 L302 138 L24 138 Z",
    wheels: [80, 252],
  },
  coupe: {
    body:
      "M26 128 C28 114 40 108 58 106 L104 100 L140 76 C148 71 158 70 170 70 L198 70 " +
      "C214 70 228 78 240 90 L256 102 L284 108 C296 111 302 118 302 128 L302 136 L26 136 Z",
    wheels: [86, 248],
  },
  hatchback: {
    body:
      "M36 130 C38 114 50 108 66 106 L96 102 L124 74 C130 68 138 66 148 66 L232 66 " +
      "C242 66 248 72 252 80 L266 104 C278 108 286 116 286 126 L286 136 L36 136 Z",
    wheels: [90, 236],
  },
  wagon: {
    body:
      "M26 130 C28 114 40 108 58 106 L94 102 L120 74 C126 68 134 66 144 66 L262 66 " +
      "C272 66 278 72 282 80 L294 104 C298 108 302 114 302 124 L302 136 L26 136 Z",
    wheels: [84, 250],
  },
  van: {
    body: "M24 134 L24 100 C24 92 28 86 36 84 L72 56 C78 50 86 48 96 48 " + "L282 48 C294 48 302 56 302 68 L302 138 L24 138 Z",
    wheels: [80, 252],
  },
};

/** A neutral, on-brand stand-in shown whenever no photo of the car is available. */
export function placeholderSvg(body: PlaceholderBody): string {
  const { body: path, wheels } = SHAPES[body];
  const wheel = (x: number) => `<circle cx="${x}" cy="138" r="22" fill="#1e293b"/><circle cx="${x}" cy="138" r="10" fill="#94a3b8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${body} illustration">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#eef6ff"/><stop offset="1" stop-color="#d9eaff"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#1d5fd6"/><stop offset="1" stop-color="#0f2a5c"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#bg)"/>
<ellipse cx="163" cy="162" rx="140" ry="8" fill="#0f2a5c" opacity="0.15"/>
<path d="${path}" fill="url(#paint)"/>
${wheel(wheels[0])}${wheel(wheels[1])}
</svg>`;
}
