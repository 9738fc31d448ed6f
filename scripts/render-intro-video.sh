#!/usr/bin/env bash
# Renders Tandem's default intro video and its captions from title cards:
#   web/public/media/intro-default.mp4  (720×1280, H.264 + AAC, faststart)
#   web/public/media/intro-default.vtt  (WebVTT captions, the same words as the cards)
# Needs ffmpeg (with libx264 and drawtext) and the DejaVu fonts. Run from anywhere:
#   scripts/render-intro-video.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$root/web/public/media"
video="$out_dir/intro-default.mp4"
captions="$out_dir/intro-default.vtt"
fonts=/usr/share/fonts/truetype/dejavu
bold="$fonts/DejaVuSans-Bold.ttf"
regular="$fonts/DejaVuSans.ttf"

width=720
height=1280
fps=25
fade=0.6

# The palette of the app's light theme (web/src/ui/global.css).
background=0xFBF8F4
ink=0x1F1B16
muted=0x5E564C
accent=0xA8432A

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Each card: start|end|label|title lines (/ separated)|body lines (/ separated).
cards=(
  "0|4.5||Tandem|Meet the right people/at your event."
  "4.5|10|1 · THE CONCIERGE|Tell us who you are|Chat or talk with the concierge/about who you are and/who you want to meet."
  "10|15.5|2 · PROSPECTS|Get prospects,/each with a reason|For every event, Tandem suggests/people to meet and says why/you should meet them."
  "15.5|21|3 · MATCHES|Match on/mutual interest|Say who interests you./When they say yes too,/it's a match."
  "21|26.5|4 · CONVERSATIONS|Chat and call,/then meet|Message or call your matches,/then find each other in the room."
)
duration=26.5

filters=()
text_index=0

# An alpha that fades in at the card's start and out at its end.
alpha_expr() {
  local start=$1 end=$2
  echo "if(lt(t,$start),0,if(lt(t,$start+$fade),(t-$start)/$fade,if(lt(t,$end-$fade),1,if(lt(t,$end),($end-t)/$fade,0))))"
}

# One centred line of text; text goes through a file so quotes and colons need no escaping.
draw_line() {
  local start=$1 end=$2 font=$3 size=$4 color=$5 y=$6 text=$7
  local file="$work/line-$text_index.txt"
  text_index=$((text_index + 1))
  printf '%s' "$text" >"$file"
  filters+=("drawtext=fontfile=$font:textfile=$file:fontsize=$size:fontcolor=$color:x=(w-text_w)/2:y=$y:enable='between(t,$start,$end)':alpha='$(alpha_expr "$start" "$end")'")
}

vtt="WEBVTT"$'\n\n'
timestamp() { printf '00:%06.3f' "$1"; }

for card in "${cards[@]}"; do
  IFS='|' read -r start end label title body <<<"$card"
  IFS='/' read -r -a title_lines <<<"$title"
  IFS='/' read -r -a body_lines <<<"$body"

  if [[ -z "$label" ]]; then
    # The opening card: the name under the logo (overlaid below), then the promise.
    draw_line "$start" "$end" "$bold" 96 "$ink" 640 "${title_lines[0]}"
    y=790
    for line in "${body_lines[@]}"; do
      draw_line "$start" "$end" "$regular" 40 "$muted" "$y" "$line"
      y=$((y + 56))
    done
  else
    draw_line "$start" "$end" "$bold" 30 "$accent" 400 "$label"
    y=470
    for line in "${title_lines[@]}"; do
      draw_line "$start" "$end" "$bold" 58 "$ink" "$y" "$line"
      y=$((y + 74))
    done
    y=$((y + 50))
    for line in "${body_lines[@]}"; do
      draw_line "$start" "$end" "$regular" 36 "$muted" "$y" "$line"
      y=$((y + 52))
    done
  fi

  caption_text="${title//\// }"
  [[ -n "$label" ]] && caption_text="$caption_text."
  vtt+="$(timestamp "$start") --> $(timestamp "$end")"$'\n'"$caption_text"$'\n'"${body//\// }"$'\n\n'
done

drawtext_chain="$(IFS=,; echo "${filters[*]}")"

# The logo's two linked rings, drawn pixel by pixel with anti-aliased edges.
ring() { echo "clip(5-abs(hypot(X-$1,Y-90)-58),0,1)"; }
logo="color=c=black@0:s=260x180:d=4.5:r=$fps,format=rgba,geq=r='if(gt($(ring 160),0),168,31)':g='if(gt($(ring 160),0),67,27)':b='if(gt($(ring 160),0),42,22)':a='255*max($(ring 100),$(ring 160))',fade=t=in:st=0:d=$fade:alpha=1,fade=t=out:st=$(echo "4.5 - $fade" | bc):d=$fade:alpha=1"

# A soft, quiet chord (A3 + E4) that swells in and out, under the whole video.
audio="aevalsrc='0.05*sin(2*PI*220*t)+0.035*sin(2*PI*329.63*t)+0.02*sin(2*PI*440*t)*(0.5+0.5*sin(2*PI*0.2*t))':s=44100:d=$duration,afade=t=in:st=0:d=2,afade=t=out:st=$(echo "$duration - 3" | bc):d=3,aformat=channel_layouts=stereo"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=$background:s=${width}x${height}:d=$duration:r=$fps" \
  -f lavfi -i "$logo" \
  -f lavfi -i "$audio" \
  -filter_complex "[0:v][1:v]overlay=x=(W-w)/2:y=400:eof_action=pass,$drawtext_chain,format=yuv420p[v]" \
  -map '[v]' -map 2:a \
  -c:v libx264 -preset slow -crf 28 -tune stillimage -profile:v main -pix_fmt yuv420p \
  -c:a aac -b:a 64k \
  -movflags +faststart -shortest \
  "$video"

printf '%s' "$vtt" >"$captions"

# The poster is the title card, shown before the video plays (and under reduced motion).
poster="${video%.mp4}-poster.jpg"
ffmpeg -hide_banner -loglevel error -y -ss 4 -i "$video" -frames:v 1 -q:v 4 "$poster"

echo "Wrote $video ($(du -k "$video" | cut -f1) kB), $poster and $captions"
