-- Issue 40 (ADR 280): the server no longer keeps what an admin form posted when its session had
-- ended. Anyone could fill this table (no session proves who posted), so a form that meets an
-- ended session is now kept by the member's own browser. Rows still here were posted by no one
-- the server can name; they go with the table.
DROP TABLE IF EXISTS "admin_form_resume";
