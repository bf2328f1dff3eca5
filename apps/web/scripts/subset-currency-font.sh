#!/bin/sh
# Writes src/fonts/inter-currency-wght-normal.woff2: the currency signs of Inter's latin-ext
# subset (U+20A0-20C0 but the euro, which is in the latin file), variable weight axis kept,
# about 8 KB instead of the 85 KB latin-ext file that a price's naira sign made every screen
# download (ADR 045). Run again after upgrading @fontsource-variable/inter.
# Needs fontTools with brotli (Debian: apt-get install fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
pyftsubset ../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes='U+20A0-20AB,U+20AD-20C0' \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/fonts/inter-currency-wght-normal.woff2
