CREATE TABLE `lead_search_rows` (
	`key` integer PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`request_id` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_search_rows_lead_request_idx` ON `lead_search_rows` (`lead_id`,`request_id`);