-- Videos uploaded before the video worker existed (issue 27) have no playable copy: employers would get
-- a recording without duration or seek bar. Queue the ones that can still be shown: on an application
-- not erased, withdrawn or rejected, or saved in a profile. The worker takes them one at a time, at
-- the lowest CPU priority; a missing ffmpeg marks them unavailable and the original is served.
INSERT INTO "video_renditions" ("upload_id")
SELECT u."id" FROM "uploads" u
WHERE u."kind" = 'video'
  AND NOT EXISTS (SELECT 1 FROM "video_renditions" r WHERE r."upload_id" = u."id")
  AND (
    EXISTS (
      SELECT 1 FROM "applications" a
      WHERE a."video_upload_id" = u."id" AND a."anonymised_at" IS NULL
        -- As text: on a fresh database every migration runs in one transaction, and PostgreSQL refuses
        -- an enum value added in it (0008 added 'Withdrawn') until it is committed.
        AND a."stage"::text NOT IN ('Withdrawn', 'Rejected')
    )
    OR EXISTS (SELECT 1 FROM "candidate_profiles" p WHERE p."video_upload_id" = u."id")
  );
