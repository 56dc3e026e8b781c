// workerd's crypto.subtle has timingSafeEqual (a Cloudflare extension, in worker-configuration.d.ts),
// but the DOM lib this single tsconfig also compiles with hides it; this restores it for the Worker.
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}
