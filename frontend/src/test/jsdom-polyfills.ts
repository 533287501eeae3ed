/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads. Import this
 * before anything that imports react-router (test/render.tsx does it first).
 * A `setupFiles` entry in the root jest config's frontend project would make this implicit.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
