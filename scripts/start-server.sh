#!/bin/sh
# Starts the built server the way production runs it: `npm start`, the Dockerfile and the
# benchmarks (bench/exports.mjs, bench/projects.mjs) all come through here, so they measure what is
# deployed. Extra arguments are node flags (e.g. --cpu-prof). Values already in the environment win.
#
# MALLOC_MMAP_THRESHOLD_=65536: glibc hands memory blocks of 64 KiB and more (an export's decoded
# images, zlib output, large Buffers and JSON bodies) straight back to the system when they are
# freed. By default glibc raises that threshold after the first such block is freed and keeps
# later ones in its heap, which then stays grown: ~10-16 MB more resident after a few exports
# (docs/benchmarks.md "Exports"). glibc reads it only at process start, hence this script.
#
# --max-semi-space-size=4: V8's young generation at 2 x 4 MB instead of the 2 x 16 MB it grows to
# while the server starts and then keeps: ~22 MB less resident from start on, which brings the
# first export under the 150 MB target; it costs ~0.1 ms of GC per step save (~4%) and ~1.5 ms
# per dashboard list of 500 projects (~15-20%).
# Measured with 2, 8 and 16 in docs/benchmarks.md "Exports" (Session 4) and docs/decisions.md.
# Node flags given as arguments come after it and win (the last one counts).
cd "$(dirname "$0")/.." || exit 1
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-65536}"
exec "${NODE:-node}" --max-semi-space-size=4 "$@" backend/dist/main.js
