#!/usr/bin/env bash
# Makes the brand's short clips from its own illustrations: each poster in
# packages/content/media/brand becomes a few seconds of slow push-in with a fade, as H.264 MP4
# (no sound) beside it in media/videos. Needs ffmpeg; run by hand when a poster changes, and
# commit the result. The captions (.vtt) are written by hand beside the clips.
set -euo pipefail
cd "$(dirname "$0")/.."
media=packages/content/media
mkdir -p "$media/videos"

clip() { # poster-file  clip-id  width  height  seconds
  local poster=$1 id=$2 w=$3 h=$4 seconds=$5
  local frames=$((seconds * 25))
  ffmpeg -hide_banner -loglevel error -y -i "$media/brand/$poster" \
    -vf "scale=$((w * 2)):$((h * 2)),zoompan=z='min(1+0.0009*on,1.15)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=$frames:s=${w}x${h}:fps=25,fade=t=in:st=0:d=0.6,fade=t=out:st=$((seconds - 1)):d=1,format=yuv420p" \
    -frames:v "$frames" -c:v libx264 -preset slow -crf 30 -movflags +faststart -an \
    "$media/videos/$id.mp4"
}

clip poster-morning.svg morning-routine 1280 720 8
clip poster-training.svg after-training 1280 720 8
clip poster-desk.svg work-desk 1280 720 8
clip video-poster-how-to.svg how-to-mix 1280 720 10
clip short-pour.svg pour-and-stir 540 960 8
clip short-travel.svg travel-pack 540 960 8
clip short-unbox.svg box-unpacking 540 960 8
ls -l "$media/videos"
