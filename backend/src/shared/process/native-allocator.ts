/**
 * The Rust addons we load, @resvg/resvg-js (logo PNGs in exports) and @node-rs/argon2 (password
 * hashes), are built with mimalloc, which by default keeps freed memory for 10 ms and then returns
 * it only when that thread allocates again: the libuv threads that render logos and hash passwords
 * then sit on tens of MB they no longer use. With a purge delay of 0 it is returned as it is freed
 * (docs/benchmarks.md "Exports": ~10-15 MB less resident per export; logo renders on their own
 * 46 -> 30 MB, same output). mimalloc reads this once, when an addon's library is loaded, so this
 * module is imported first by main.ts (resvg itself loads at the first export). An operator's own
 * MIMALLOC_PURGE_DELAY wins.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '0';
