-- Backfill of 0003 (issue 11): phone_digits for every stored phone, one person per lead, the latest
-- request at creation, and each existing lead's first request (with its phone digits, which matching
-- and the advisors' search read), so every history starts whole.
UPDATE `leads` SET `phone_digits` = CASE
	WHEN length(replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', '')) = 10
		THEN replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', '')
	WHEN length(replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', '')) = 11
		AND substr(replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', ''), 1, 1) = '1'
		THEN substr(replace(replace(replace(replace(replace(replace(`phone`, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', ''), 2)
	ELSE NULL
END
WHERE `phone` IS NOT NULL;
--> statement-breakpoint
UPDATE `leads` SET `last_requested_at` = `created_at` WHERE `last_requested_at` IS NULL;
--> statement-breakpoint
UPDATE `leads` SET `person_id` = (
	SELECT `first`.`id` FROM `leads` AS `first`
	WHERE (`first`.`email` = `leads`.`email` OR `first`.`phone_digits` = `leads`.`phone_digits`)
	ORDER BY `first`.`created_at`, `first`.`id`
	LIMIT 1
);
--> statement-breakpoint
UPDATE `leads` SET `person_id` = `id` WHERE `person_id` IS NULL;
--> statement-breakpoint
INSERT INTO `lead_requests` (`lead_id`, `source`, `source_detail`, `first_name`, `last_name`, `email`, `phone`, `phone_digits`, `zip_code`, `page_url`, `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `make`, `model`, `year`, `created_at`)
SELECT `id`, coalesce(`lead_source`, 'unknown'), `lead_source_detail`, `first_name`, `last_name`, `email`, `phone`, `phone_digits`, `zip_code`, `page_url`, `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `make`, `model`, `year`, `created_at`
FROM `leads`;
