-- The role the API and the worker connect as (DATABASE_URL), beside the owner that runs the
-- migrations (DATABASE_OWNER_URL). It reads and writes the app's rows, and cannot change the
-- schema: the migrations, run as the owner, take back its right to change or empty the audit log,
-- so there it may only insert and read.
--
-- Run as a superuser (or a role with CREATEROLE that is a member of the owner), in the app's
-- database:
--   psql -v owner=terrabridge -v app_role=terrabridge_app -v app_password=SECRET \
--        -d terrabridge -f deploy/postgres/app-role.sql
\set ON_ERROR_STOP on

create role :"app_role" login password :'app_password';
select format('grant connect on database %I to %I', current_database(), :'app_role') \gexec
grant usage on schema public to :"app_role";

-- Tables and sequences the owner's migrations create from now on.
alter default privileges for role :"owner" in schema public
  grant select, insert, update, delete on tables to :"app_role";
alter default privileges for role :"owner" in schema public
  grant usage, select, update on sequences to :"app_role";

-- And those that exist already.
grant select, insert, update, delete on all tables in schema public to :"app_role";
grant usage, select, update on all sequences in schema public to :"app_role";
