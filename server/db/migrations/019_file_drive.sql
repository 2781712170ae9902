-- File drive (issue 18): a well's files in category folders. The bytes live on disk under
-- DATA_DIR/files (written by the tus upload server, never held in memory); a row is written when an
-- upload completes. file_code is the download handle (spec: file_drive/{well_id}/download/{file_code}).
create table drive_files (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  folder_id text not null,
  name text not null check (length(name) between 1 and 150),
  size_bytes bigint not null check (size_bytes >= 0),
  content_type text not null default 'application/octet-stream',
  sha256 text not null,
  storage_key text not null unique,
  file_code text not null unique,
  uploaded_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, folder_id, name)
);
create index drive_files_well on drive_files (well_id, folder_id);
