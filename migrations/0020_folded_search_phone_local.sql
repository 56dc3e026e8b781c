CREATE TABLE `search_folds` (
	`character` text PRIMARY KEY NOT NULL,
	`folded` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `other_phone_local` text GENERATED ALWAYS AS (substr(other_phone_digits, 4)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `lead_requests_other_phone_local_idx` ON `lead_requests` (`other_phone_local`,`lead_id`) WHERE "lead_requests"."other_phone_local" is not null;--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_local` text GENERATED ALWAYS AS (substr(phone_digits, 4)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `leads_phone_local_idx` ON `leads` (`phone_local`) WHERE "leads"."phone_local" is not null;--> statement-breakpoint
ALTER TABLE `lead_search_rows` ADD `body` text DEFAULT '' NOT NULL;