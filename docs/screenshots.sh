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
sleep 1
state=$(mktemp -d) # settings and log of these runs, never the user's own
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$state"' EXIT

# shoot FILE LESSON [keys...]: opens LESSON, waits for its window and two seconds of flight, presses
# the keys (sleep:S waits S seconds, type:TEXT types TEXT), takes the window titled $WINDOW (the app's by default).
shoot() {
  local file=$1 lesson=$2
  shift 2
  DISPLAY=$display java -Dspriteplayground.stateDir="$state" -jar "$jar" --lesson "$lesson" &
  local app=$!
  DISPLAY=$display xdotool search --sync --name "Sprite Playground" >/dev/null
  sleep 2
  for key in "$@"; do
    case $key in
      sleep:*) sleep "${key#sleep:}" ;;
      type:*) DISPLAY=$display xdotool type --delay 5 "${key#type:}" ;;
      *) DISPLAY=$display xdotool key "$key" ;;
    esac
    sleep 0.6
  done
  sleep 1
  DISPLAY=$display import -window "${WINDOW:-Sprite Playground}" "$file"
  kill $app
  wait $app 2>/dev/null || true
}

shoot docs/screenshot.png flying-jets space
# Every other lesson of the catalogue, in menu order.
java -jar "$jar" --list-lessons | cut -f1 | tail -n +2 | while read -r lesson; do
  shoot "docs/lessons/$lesson.png" "$lesson"
done
# The loop in three pictures. Predict: Ctrl+P and the name as offered, a wait for the question
# before the next contact. Observe: then "Hit" and "False alarm": the step has run and the strip
# asks what the class saw. Explain: then "The circles met, but the jets' pixels did not touch",
# and the replay's second: the step again with its verdict, and the strip asks why.
shoot docs/predict-ask.png flying-jets ctrl+p Return sleep:9
shoot docs/predict-observe.png flying-jets ctrl+p Return sleep:9 1 2
shoot docs/predict-explain.png flying-jets ctrl+p Return sleep:9 1 2 2 sleep:3
# The class's results of three made-up pupils, opened with Ctrl+Shift+R and the names typed into the chooser.
# The files are copied to a short folder first, since the window names the file of a bad line.
answers=/tmp/answers
mkdir -p "$answers"
cp src/test/resources/org/spriteplayground/classroom/pupil-*.csv "$answers"
WINDOW="Class results" shoot docs/class-results.png flying-jets space ctrl+shift+r sleep:1 \
  "type:\"$answers/pupil-ada.csv\" \"$answers/pupil-ben.csv\" \"$answers/pupil-chloe.csv\"" Return sleep:3
DISPLAY=$display java -Dspriteplayground.stateDir="$state" -cp target/benchmarks.jar \
  org.spriteplayground.bench.DocPictures docs
echo "screenshots: docs/screenshot.png, docs/lessons/*.png, docs/predict-{ask,observe,explain}.png, docs/class-results.png, docs/measured.png, docs/tightness-chart.png, docs/experiment.png"
