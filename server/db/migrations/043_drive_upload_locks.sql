-- Locks on resumable uploads shared by every instance (the file drive on an S3-compatible store):
-- one request at a time writes an upload; a newer request for it asks the holder to let go
-- (release_requested), as tus's in-memory locker does within one process. A lease that is not
-- renewed (its instance died) expires.
create table drive_upload_locks (
  upload_id text primary key,
  holder text not null,
  expires_at timestamptz not null,
  release_requested boolean not null default false
);
