-- Which server process runs a sync: a run left 'running' by a server that stopped (a crash, a power
-- cut) is then known as interrupted, instead of showing as running for ever and keeping its preview
-- from being applied again.
ALTER TABLE "sync_runs" ADD COLUMN "server" text;