CREATE TABLE `chat_answer_hours` (
	`hour` text NOT NULL,
	`key` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`hour`, `key`)
);
--> statement-breakpoint
CREATE TABLE `lead_hours` (
	`hour` text NOT NULL,
	`lead_source` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`hour`, `lead_source`)
);
--> statement-breakpoint
CREATE TABLE `lead_tallies` (
	`advisor_key` integer NOT NULL,
	`status` text NOT NULL,
	`queue` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`advisor_key`, `status`, `queue`)
);
--> statement-breakpoint
DROP INDEX `leads_next_callback_idx`;--> statement-breakpoint
DROP INDEX `leads_assigned_callback_idx`;--> statement-breakpoint
CREATE INDEX `leads_next_callback_idx` ON `leads` (`next_callback_at`,`status`,`ended_reason`,`phone_digits`,`assigned_advisor_id`);--> statement-breakpoint
CREATE INDEX `leads_assigned_callback_idx` ON `leads` (`assigned_advisor_id`,`next_callback_at`,`status`,`ended_reason`,`phone_digits`);