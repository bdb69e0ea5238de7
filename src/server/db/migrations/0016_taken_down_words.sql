-- One set of words for where a job stands (docs/product.md, "A job's state"): the site's team
-- takes a listing down; it is not "hidden". The columns a take-down sets and the audit log's name
-- for it say so. Renaming keeps every value, and the flagged queue's partial index follows the
-- column.
alter table jobs rename column hidden_at to taken_down_at;
alter table jobs rename column hidden_reason to taken_down_reason;

update operator_audit set action = 'listing.take-down' where action = 'listing.hide';
