#!/usr/bin/env bash
# Draws the first-visit intro clips into public/media/ with ffmpeg alone (lavfi color and geq
# sources and drawtext, no footage): a cream background, a saffron sun, a green leaf, "Veda Herbs" and the tagline,
# fading back to cream so the loader that follows continues the same picture.
#
#   bash scripts/generate-intro-video.sh        (ffmpeg from Debian: sudo apt-get install -y ffmpeg)
#
# Writes intro-desktop.mp4 (1280x720), intro-mobile.mp4 (720x1280) and a poster JPEG for each:
# H.264, no audio track, moov atom first (+faststart) so playback starts before the download ends.
# The output is committed; re-run only to change the clips.
set -euo pipefail

FFMPEG="${FFMPEG:-$(command -v ffmpeg || echo /usr/bin/ffmpeg)}"
OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/public/media"
# Keep in step with INTRO_VIDEO_MS in src/features/intro/intro-timing.ts.
DURATION=6
FPS=24

CREAM=0xfbf6ea
GREEN=0x2f6b3f
GREEN_DARK=0x1f4529
SAFFRON=0xe3a33b

find_font() {
  local pattern="$1" file
  file="$(fc-match -f '%{file}' "$pattern" 2>/dev/null || true)"
  if [[ "$file" == *DejaVu* && -f "$file" ]]; then
    echo "$file"
    return
  fi
  for file in /usr/share/fonts/truetype/dejavu/"$2"; do
    [[ -f "$file" ]] && echo "$file" && return
  done
  echo ""
}
TITLE_FONT="$(find_font 'DejaVu Serif:bold' DejaVuSerif-Bold.ttf)"
TAGLINE_FONT="$(find_font 'DejaVu Sans' DejaVuSans.ttf)"

# Fades 0 -> 1 between $1 and $1 + $2 seconds (an ffmpeg expression in t).
fade_in() { echo "clip((t-$1)/$2\\,0\\,1)"; }

# A leaf: the lens where two discs overlap, turned 45 degrees, with a cream midrib; soft edges.
leaf_filter() {
  local size="$1"
  local c half_length half_width d r
  c=$((size / 2))
  half_length=$((size * 44 / 100))
  half_width=$((size * 19 / 100))
  # For a lens of half-length a and half-width b: R + d = a^2 / b and R - d = b.
  d=$(((half_length * half_length / half_width - half_width) / 2))
  r=$((d + half_width))
  local u="((X-$c)+(Y-$c))*0.7071" v="((Y-$c)-(X-$c))*0.7071"
  local inside="clip(min($r-hypot($u\\,$v-$d)\\,$r-hypot($u\\,$v+$d))\\,0\\,1)"
  local rib="clip(2.2-abs($v)\\,0\\,1)*lt(abs($u)\\,$half_length*0.78)"
  echo "color=c=black@0:s=${size}x${size}:r=$FPS:d=$DURATION,format=rgba,geq=r='47+(251-47)*$rib':g='107+(246-107)*$rib':b='63+(234-63)*$rib':a='255*$inside'"
}

# A saffron disc with a soft edge.
sun_filter() {
  local size="$1" c=$(($1 / 2))
  echo "color=c=black@0:s=${size}x${size}:r=$FPS:d=$DURATION,format=rgba,geq=r=227:g=163:b=59:a='255*clip($c-1-hypot(X-$c\\,Y-$c)\\,0\\,1)'"
}

# render NAME WIDTH HEIGHT LEAF SUN TITLE_SIZE TAGLINE_SIZE ART_CENTER_Y TITLE_Y
render() {
  local name="$1" w="$2" h="$3" leaf="$4" sun="$5" title_size="$6" tagline_size="$7" art_y="$8" title_y="$9"
  local rule_w=$((w / 5)) rule_y=$((title_y + title_size + title_size / 3))
  local tagline_y=$((rule_y + 6 + tagline_size))
  local leaf_x=$(((w - leaf) / 2)) leaf_y=$((art_y - leaf / 2))
  local sun_x=$((w / 2 - sun / 10)) sun_y=$((art_y - sun * 85 / 100))

  local graph
  # Flat cream, the colour of the overlay and loader around it, so the edges never show.
  graph="color=c=$CREAM:s=${w}x${h}:r=$FPS:d=$DURATION[bg];"
  graph+="$(sun_filter "$sun"),fade=t=in:st=0.2:d=0.8:alpha=1[sun];"
  graph+="$(leaf_filter "$leaf"),fade=t=in:st=0.6:d=0.9:alpha=1[leaf];"
  graph+="color=c=$SAFFRON:s=${rule_w}x6:r=$FPS:d=$DURATION,format=rgba,fade=t=in:st=2.0:d=0.6:alpha=1[rule];"
  graph+="[bg][sun]overlay=x=$sun_x:y=$sun_y[a];"
  # The leaf rises into place while it fades in.
  graph+="[a][leaf]overlay=x=$leaf_x:y='$leaf_y+$((leaf / 8))*(1-clip((t-0.6)/1.1\\,0\\,1))':eval=frame[b];"
  graph+="[b][rule]overlay=x=$(((w - rule_w) / 2)):y=$rule_y[c];"
  if [[ -n "$TITLE_FONT" && -n "$TAGLINE_FONT" ]]; then
    graph+="[c]drawtext=fontfile='$TITLE_FONT':text='Veda Herbs':fontsize=$title_size:fontcolor=$GREEN:"
    graph+="x=(w-text_w)/2:y=$title_y:alpha='$(fade_in 1.4 0.8)',"
    graph+="drawtext=fontfile='$TAGLINE_FONT':text='Ayurveda for everyday wellness':fontsize=$tagline_size:"
    graph+="fontcolor=$GREEN_DARK:x=(w-text_w)/2:y=$tagline_y:alpha='$(fade_in 2.4 0.8)'[d];"
  else
    echo "No DejaVu font found: drawing the clip without its words." >&2
    graph+="[c]null[d];"
  fi
  graph+="[d]fade=t=out:st=5.2:d=0.8:color=$CREAM,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[out]"

  "$FFMPEG" -hide_banner -loglevel error -y -filter_complex "$graph" -map '[out]' -t "$DURATION" \
    -c:v libx264 -preset slow -crf 28 -tune animation -profile:v high -pix_fmt yuv420p \
    -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv \
    -an -movflags +faststart "$OUT_DIR/$name.mp4"
  # The poster is the full picture, shown if the clip cannot play (the clip itself opens on cream).
  "$FFMPEG" -hide_banner -loglevel error -y -ss 4 -i "$OUT_DIR/$name.mp4" -frames:v 1 -q:v 5 \
    "$OUT_DIR/$name-poster.jpg"
  echo "$name: $(du -k "$OUT_DIR/$name.mp4" | cut -f1) KB video, $(du -k "$OUT_DIR/$name-poster.jpg" | cut -f1) KB poster"
}

mkdir -p "$OUT_DIR"
render intro-desktop 1280 720 240 150 84 34 230 410
# Phones crop the sides of the portrait clip (object-fit: cover), so its words stay within the middle 540 px.
render intro-mobile 720 1280 300 190 80 28 470 720
