import { appConfig } from "#worker/config.server";

/** Whether visitor emails are sent (EMAIL_FROM set): the newsletter's success messages depend on it. */
export function visitorEmailOn(env: Env): boolean {
  return appConfig(env).EMAIL_FROM !== undefined;
}
