-- case_fold: the collation the campaign name search lowers names in (campaigns.service.ts, issue 22).
-- PostgreSQL 17 and later (the embedded database too): the builtin provider's C.UTF-8, whose lower() is Unicode's
-- simple case mapping done by PostgreSQL itself (in the embedded database, the C library's took two thirds of a
-- name search over 10,000 campaigns). Earlier versions: the database's own character classification, so lower()
-- does exactly what it did before.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 170000 THEN
    EXECUTE 'CREATE COLLATION IF NOT EXISTS case_fold (provider = builtin, locale = ''C.UTF-8'')';
  ELSE
    EXECUTE format(
      'CREATE COLLATION IF NOT EXISTS case_fold (provider = libc, locale = %L)',
      (SELECT datctype FROM pg_database WHERE datname = current_database())
    );
  END IF;
END
$$;
