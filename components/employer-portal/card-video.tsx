'use client';

import { useEffect, useRef } from 'react';
import { reportCardEvent } from './card-events';

/** While playing, the furthest second reached is reported at most this often (and on pause and at the end). */
const reportEveryMs = 10_000;

/**
 * The candidate's video introduction in the page: the browser's own player (seek bar, duration) over
 * the server's fixed MP4, loading only its metadata until played. In the portal it reports how far
 * it was played; a view-only link reports nothing.
 */
export function CardVideo({
  src,
  poster,
  label,
  track,
}: {
  src: string;
  poster?: string;
  label: string;
  track?: { shortlistId: string; candidateId: string };
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const shortlistId = track?.shortlistId;
  const candidateId = track?.candidateId;

  useEffect(() => {
    const video = ref.current;
    if (!video || !shortlistId || !candidateId) return;
    let furthest = 0;
    let reported = -1;
    let lastReportAt = 0;
    const report = (keepalive = false) => {
      if (furthest <= reported) return;
      reported = furthest;
      lastReportAt = Date.now();
      reportCardEvent(
        shortlistId,
        candidateId,
        { event: 'played', seconds: Math.round(furthest * 10) / 10 },
        keepalive,
      );
    };
    const onPlaying = () => {
      // A first play counts at once, even before a second has passed.
      if (reported < 0) {
        reported = 0;
        lastReportAt = Date.now();
        reportCardEvent(shortlistId, candidateId, {
          event: 'played',
          seconds: Math.round(video.currentTime * 10) / 10,
        });
      }
    };
    const onTime = () => {
      if (video.paused || video.seeking) return;
      furthest = Math.max(furthest, video.currentTime);
      if (Date.now() - lastReportAt >= reportEveryMs) report();
    };
    const onStop = () => {
      furthest = Math.max(furthest, video.currentTime);
      report();
    };
    const onHide = () => report(true);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onHide);
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onHide);
      report(true);
    };
  }, [shortlistId, candidateId]);

  return (
    <video
      ref={ref}
      controls
      preload="metadata"
      playsInline
      poster={poster}
      src={src}
      aria-label={label}
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}
