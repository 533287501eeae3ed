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
cd "$(dirname "$0")/.." || exit 1
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-65536}"
exec "${NODE:-node}" "$@" backend/dist/main.js
