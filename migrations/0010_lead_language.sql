ALTER TABLE `advisors` ADD `languages` text DEFAULT '["en"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `language` text DEFAULT 'en' NOT NULL;