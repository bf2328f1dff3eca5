-- Rate-limit counters are written by every request on PostgreSQL (ADR 020): as a logged table
-- each of those upserts waited for its own WAL flush at commit, ~960 upserts/s from 10 clients
-- here against ~2,500-3,300/s unlogged (ADR 039). An unlogged table writes no WAL, so its
-- transactions commit without a flush. What is lost: after a crash (not a clean stop) PostgreSQL
-- empties it, and every window starts over, as a PGlite restart already does (ADR 036); the login
-- lockouts and verification caps that matter for security are in their own, logged tables.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
