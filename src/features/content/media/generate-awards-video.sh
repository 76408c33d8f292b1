#!/bin/sh
# Renders the short awards clip shown in the About page's awards carousel (WebM and MP4,
# a few tens of KB each). Needs ffmpeg from Debian's packages: sudo apt-get install -y ffmpeg
# Run from anywhere: sh src/features/content/media/generate-awards-video.sh
set -eu
cd "$(dirname "$0")"

SERIF=/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf
SANS=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
DURATION=8

# Fades a line of text in at $1 seconds and keeps it.
fade_in() { echo "if(lt(t,$1),0,min(1,(t-$1)/0.8))"; }

FILTER="
drawbox=x=16:y=16:w=iw-32:h=ih-32:color=0xe3a33b@0.7:t=2,
drawbox=x=(iw-160)/2:y=222:w=160:h=2:color=0xe3a33b@0.9:t=fill,
drawtext=fontfile=$SANS:text='★  ★  ★':fontsize=64:fontcolor=0xe3a33b:x=(w-text_w)/2:y=60:alpha='$(fade_in 0.2)',
drawtext=fontfile=$SERIF:text='Award-winning Ayurveda':fontsize=40:fontcolor=white:x=(w-text_w)/2:y=170:alpha='$(fade_in 1.0)',
drawtext=fontfile=$SANS:text='11 awards for quality and purity':fontsize=24:fontcolor=0xfbf6ea:x=(w-text_w)/2:y=240:alpha='$(fade_in 2.2)',
drawtext=fontfile=$SANS:text='GMP certified  ·  AYUSH licensed  ·  Lab tested':fontsize=20:fontcolor=0xe3a33b:x=(w-text_w)/2:y=282:alpha='$(fade_in 3.4)',
drawtext=fontfile=$SERIF:text='VedaHerbs':fontsize=22:fontcolor=white@0.85:x=(w-text_w)/2:y=h-44:alpha='$(fade_in 4.4)',
format=yuv420p"

SOURCE="gradients=s=640x360:d=$DURATION:r=24:c0=0x1f4529:c1=0x2f6b3f:x0=0:y0=0:x1=640:y1=360:speed=0.02"

ffmpeg -y -loglevel error -f lavfi -i "$SOURCE" -vf "$FILTER" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good awards.webm
ffmpeg -y -loglevel error -f lavfi -i "$SOURCE" -vf "$FILTER" -an \
  -c:v libx264 -preset veryslow -crf 32 -profile:v main -movflags +faststart awards.mp4
# The poster is the clip's last frame, so the slide looks finished before it plays.
ffmpeg -y -loglevel error -sseof -0.1 -i awards.mp4 -frames:v 1 -q:v 5 awards-poster.jpg
ls -l awards.webm awards.mp4 awards-poster.jpg
