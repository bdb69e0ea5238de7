-- The mailbox an alert's address reaches (src/server/mail/mailbox-key.ts: sub-address and, at
-- Gmail, dots left out), which the cap on confirmation emails per address counts by: spellings
-- of one inbox ("rudo+1@", "rudo+2@") count as one. Alerts made before count under the address
-- they were stored with: the cap looks back one day, so that is at most a day's difference.
alter table job_alerts add column mailbox text;
update job_alerts set mailbox = email;
alter table job_alerts alter column mailbox set not null;
create index job_alerts_pending_mailbox_idx on job_alerts (mailbox, created_at)
  where confirmed_at is null and ended_at is null;
