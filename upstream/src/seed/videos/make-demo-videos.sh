#!/usr/bin/env bash
# Makes the demo candidates' video introductions and posters committed beside this script (run by
# hand, never at start-up): a coloured card with the demo name, a bar that moves as it plays, and a
# quiet tone. Nobody real is shown. Made as the worker makes renditions: faststart H.264/AAC MP4.
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# file stem, background colour, name shown, tone (Hz)
while read -r stem colour name tone; do
  name=${name//_/ }
  ffmpeg -nostdin -hide_banner -v error -y \
    -f lavfi -i "color=c=${colour}:size=640x360:rate=15:duration=8" \
    -f lavfi -i "sine=frequency=${tone}:duration=8,volume=0.15" \
    -vf "drawtext=fontfile=${font}:text='${name}':fontsize=56:fontcolor=white:x=(w-text_w)/2:y=110,\
drawtext=fontfile=${font}:text='Demo video introduction':fontsize=24:fontcolor=white@0.85:x=(w-text_w)/2:y=190,\
drawtext=fontfile=${font}:text='Not a real person':fontsize=18:fontcolor=white@0.7:x=(w-text_w)/2:y=230,\
drawbox=x=0:y=ih-12:w=iw*t/8:h=12:color=white@0.8:t=fill" \
    -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -g 30 \
    -c:a aac -b:a 32k -ac 1 -movflags +faststart "${stem}.mp4"
  ffmpeg -nostdin -hide_banner -v error -y -ss 1 -i "${stem}.mp4" -frames:v 1 -q:v 5 "${stem}.jpg"
done <<'LIST'
ana-demo #1f6f8b Ana_D. 392
ben-demo #8b3a1f Ben_D. 440
carla-demo #2e7d32 Carla_D. 494
dante-demo #5e35b1 Dante_D. 523
ella-demo #ad1457 Ella_D. 587
LIST
