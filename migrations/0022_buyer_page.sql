ALTER TABLE `lead_requests` ADD `receipt` text;--> statement-breakpoint
CREATE UNIQUE INDEX `lead_requests_receipt_idx` ON `lead_requests` (`receipt`);--> statement-breakpoint
ALTER TABLE `leads` ADD `booked_call_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `booked_call_kind` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `booked_call_made_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `pending_email` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `pending_email_at` text;--> statement-breakpoint
CREATE INDEX `leads_booked_call_idx` ON `leads` (`booked_call_at`,`booked_call_kind`) WHERE "leads"."booked_call_at" is not null;