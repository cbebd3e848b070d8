#!/usr/bin/env bash
# Retakes the README's pictures of the app: each lesson in a real window on a virtual display.
# Needs Xvfb, ImageMagick (import) and xdotool; run after `mvn -q -Pbench -DskipTests package`
# (the bench build also holds DocPictures, which sets up the pictures no key press gives).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=target/sprite-playground.jar
display=:${SCREENSHOT_DISPLAY:-93}
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1

# shoot FILE LESSON SECONDS [xdotool keys...]: opens LESSON, waits, presses the keys, takes the window.
shoot() {
  local file=$1 lesson=$2 wait=$3
  shift 3
  DISPLAY=$display java -Dspriteplayground.prefsNode=/org/spriteplayground/screenshots -jar "$jar" --lesson "$lesson" &
  local app=$!
  sleep "$wait"
  for key in "$@"; do
    DISPLAY=$display xdotool key "$key"
    sleep 0.6
  done
  sleep 1
  DISPLAY=$display import -window "Sprite Playground" "$file"
  kill $app
  wait $app 2>/dev/null || true
}

shoot docs/screenshot.png flying-jets 9 space
for lesson in three-outcomes dot-and-wall angle-radius border-crossings tunnelling; do
  shoot "docs/lessons/$lesson.png" "$lesson" 6
done
shoot docs/lessons/stress.png stress 8
shoot docs/lessons/broad-phase.png broad-phase 8
shoot docs/lessons/separating-axes.png separating-axes 6
DISPLAY=$display java -Dspriteplayground.prefsNode=/org/spriteplayground/screenshots -cp target/benchmarks.jar \
  org.spriteplayground.bench.DocPictures docs
echo "screenshots: docs/screenshot.png, docs/lessons/*.png, docs/measured.png, docs/tightness-chart.png, docs/experiment.png"
