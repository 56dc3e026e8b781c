ALTER TABLE `advisors` ADD `languages` text DEFAULT '["en"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_language_status_last_requested_idx` ON `leads` (`language`,`status`,`last_requested_at`,`id`);