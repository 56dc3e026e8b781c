CREATE TABLE `email_address_sends` (
	`address_hash` text NOT NULL,
	`category` text NOT NULL,
	`day` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`address_hash`, `category`, `day`)
);
--> statement-breakpoint
CREATE INDEX `email_address_sends_day_idx` ON `email_address_sends` (`day`);--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `unverified_match` integer DEFAULT false NOT NULL;